"""Dog Eat Dog: Icehouse pyramids attack each other with dice, stacks change hands and
the captures score as Volcano trees (RULINGS.md section 2, seeds/dog_eat_dog.*.md)."""

from rules_engine.core.registry import register
from rules_engine.games.dog_eat_dog.game import DogEatDogGame

GAME = register(DogEatDogGame())
