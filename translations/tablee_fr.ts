<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Application</name>
    <message>
        <location filename="../desktop/shell/i18n.py" line="90"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/i18n.py" line="92"/>
        <source>Bot %1</source>
        <translation>Robot %1</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../rules_engine/ai/base.py" line="57"/>
        <source>It played the move its game&apos;s careful player prefers.</source>
        <translation>Il a joué le coup que préfère le joueur prudent de ce jeu.</translation>
    </message>
    <message>
        <location filename="../rules_engine/ai/why.py" line="32"/>
        <source>Easy plays a move at random now and then, to give beginners a chance: this was one.</source>
        <translation>Le niveau Facile joue de temps en temps un coup au hasard, pour laisser sa chance au débutant&#xa0;: c’en était un.</translation>
    </message>
    <message>
        <location filename="../rules_engine/ai/why.py" line="35"/>
        <source>This bot plays any legal move at random.</source>
        <translation>Ce robot joue au hasard n’importe quel coup permis.</translation>
    </message>
    <message>
        <location filename="../rules_engine/ai/why.py" line="36"/>
        <source>It kept its careful player&apos;s move: the search found nothing clearly better.</source>
        <translation>Il a gardé le coup de son joueur prudent&#xa0;: la recherche n’a rien trouvé de nettement meilleur.</translation>
    </message>
    <message>
        <location filename="../rules_engine/ai/why.py" line="40"/>
        <source>This level decides by its own reckoning, never by the search: the figures above are the hint&apos;s, a second opinion.</source>
        <translation>Ce niveau décide selon son propre calcul, jamais selon la recherche&#xa0;: les chiffres ci-dessus sont ceux de l’indice, un second avis.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="7"/>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="11"/>
        <source>It attacks where the exact odds of the dice promise the most points against the leader.</source>
        <translation>Il attaque là où les chances exactes des dés promettent le plus de points contre le meneur.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="15"/>
        <source>It rolls the Treehouse die when its average, follow-ups included, beats the plain roll.</source>
        <translation>Il lance le dé Treehouse quand sa moyenne, suites comprises, dépasse celle du lancer simple.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="19"/>
        <source>It declines when no attack is worth anything.</source>
        <translation>Il renonce quand aucune attaque ne vaut la peine.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="23"/>
        <source>It skips a follow-up that gains nothing.</source>
        <translation>Il saute une suite qui ne rapporte rien.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="27"/>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="31"/>
        <location filename="../rules_engine/games/dog_eat_dog/thumbs.py" line="35"/>
        <source>It takes the follow-up that gains the most points.</source>
        <translation>Il prend la suite qui rapporte le plus de points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="7"/>
        <source>It plays the card whose chip builds its team&apos;s fullest runs of five or blocks the other team&apos;s.</source>
        <translation>Il joue la carte dont le jeton prolonge le mieux les alignements de cinq de son équipe ou bloque ceux de l’autre.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="12"/>
        <source>It puts its chip where it builds its team&apos;s fullest runs of five or blocks the other team&apos;s.</source>
        <translation>Il pose son jeton là où il prolonge le mieux les alignements de cinq de son équipe ou bloque ceux de l’autre.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="17"/>
        <source>It takes off the opposing chip whose runs of five matter most to the other team.</source>
        <translation>Il retire le jeton adverse dont les alignements de cinq comptent le plus pour l’autre équipe.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="21"/>
        <source>A dead card is always exchanged for a fresh one.</source>
        <translation>Une carte morte est toujours échangée contre une nouvelle.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="25"/>
        <source>It prefers the run through a corner: it locks one chip fewer.</source>
        <translation>Il préfère la série qui passe par un coin&#xa0;: elle immobilise un jeton de moins.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="29"/>
        <source>It passes when no move is left to it.</source>
        <translation>Il passe quand il ne lui reste aucun coup.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="39"/>
        <source>It plays the card whose chip builds the runs of five its hand and the unseen cards can still complete, or blocks the other team&apos;s.</source>
        <translation>Il joue la carte dont le jeton construit les alignements de cinq que sa main et les cartes encore cachées peuvent compléter, ou bloque ceux de l’autre équipe.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/thumbs.py" line="44"/>
        <source>It puts its chip where it builds the runs of five its hand and the unseen cards can still complete, or blocks the other team&apos;s.</source>
        <translation>Il pose son jeton là où il construit les alignements de cinq que sa main et les cartes encore cachées peuvent compléter, ou bloque ceux de l’autre équipe.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="7"/>
        <source>It raises when playing the round out as the high bidder is worth more to it than letting the bid stand.</source>
        <translation>Il surenchérit quand jouer la manche en meilleur enchérisseur lui rapporte plus que laisser l’enchère en place.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="12"/>
        <source>It passes when playing the round out as the high bidder is worth less to it than letting the bid stand.</source>
        <translation>Il passe quand jouer la manche en meilleur enchérisseur lui rapporte moins que laisser l’enchère en place.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="17"/>
        <source>It hands out the boats in the layout whose play-outs went best for it.</source>
        <translation>Il distribue les barques selon la disposition dont les parties simulées lui ont le mieux réussi.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="21"/>
        <source>It takes the side whose play-outs went best for it.</source>
        <translation>Il prend le côté dont les parties simulées lui ont le mieux réussi.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="25"/>
        <source>It names the boat whose lead, played out to the end of the round, leaves it the best margin.</source>
        <translation>Il désigne la barque dont l’entame, jouée jusqu’à la fin de la manche, lui laisse la meilleure avance.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/thumbs.py" line="30"/>
        <source>It plays the pawn whose play-outs to the end of the round leave it the best margin over its best rival.</source>
        <translation>Il joue le pion dont les parties simulées jusqu’à la fin de la manche lui laissent la meilleure avance sur son premier rival.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/thumbs.py" line="7"/>
        <source>It sheds the most points it can while keeping pairs and near-runs, and never hands the next player a card they collect.</source>
        <translation>Il se défait du plus de points possible en gardant paires et suites en germe, et ne donne jamais au joueur suivant une carte qu’il collectionne.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/thumbs.py" line="12"/>
        <source>It draws from the stock when no card on offer completes a pair, a set or a run.</source>
        <translation>Il pioche quand aucune carte proposée ne complète une paire, un brelan ou une suite.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/thumbs.py" line="16"/>
        <source>It takes the offered card that completes a pair, a set or a run in its hand.</source>
        <translation>Il prend la carte proposée qui complète une paire, un brelan ou une suite de sa main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/thumbs.py" line="20"/>
        <source>It calls when sampled deals of the unseen cards rarely give anyone fewer points.</source>
        <translation>Il annonce quand, sur des donnes tirées des cartes cachées, il est rare que quelqu’un ait moins de points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/thumbs.py" line="7"/>
        <source>It lays the bid it planned: the stone&apos;s worth to it against the cards spent and what the rivals may bid.</source>
        <translation>Il pose l’enchère prévue&#xa0;: ce que vaut la pierre pour lui, contre les cartes dépensées et ce que les rivaux peuvent miser.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/thumbs.py" line="12"/>
        <source>It takes a card back when its plan for the bid changed.</source>
        <translation>Il reprend une carte quand son plan pour l’enchère a changé.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/thumbs.py" line="16"/>
        <source>It seals the bid it planned, once all of its cards are laid.</source>
        <translation>Il scelle l’enchère prévue, une fois toutes ses cartes posées.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/thumbs.py" line="20"/>
        <source>It passes when no bid is worth its cards, or when a low card is a cheaper way to draw.</source>
        <translation>Il passe quand aucune enchère ne vaut ses cartes, ou quand une petite carte est un moyen moins cher de piocher.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../desktop/table/card_faces.py" line="65"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../desktop/table/card_faces.py" line="66"/>
        <source>J</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../desktop/table/card_faces.py" line="67"/>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../desktop/table/card_faces.py" line="68"/>
        <source>K</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../desktop/table/theme.py" line="155"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="155"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="156"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="157"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="157"/>
        <source>Y</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="158"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="158"/>
        <source>G</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="159"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="160"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="160"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="161"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="161"/>
        <source>P</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="162"/>
        <source>K</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../desktop/table/theme.py" line="163"/>
        <source>grey</source>
        <translation>gris</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="23"/>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="24"/>
        <source>Dumble!</source>
        <translation>Dumble&#x202f;!</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/match/curtain.py" line="159"/>
        <source>Pass the computer to {name}</source>
        <translation>Passez l’ordinateur à {name}</translation>
    </message>
    <message>
        <location filename="../desktop/match/curtain.py" line="160"/>
        <source>Everyone else, please look away.</source>
        <translation>Que les autres détournent le regard, s’il vous plaît.</translation>
    </message>
    <message>
        <location filename="../desktop/match/curtain.py" line="161"/>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/match/curtain.py" line="162"/>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name}&#xa0;: voir mes cartes</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../desktop/table/dice.py" line="54"/>
        <source>TIP</source>
        <translation>TIP</translation>
    </message>
    <message>
        <location filename="../desktop/table/dice.py" line="55"/>
        <source>HOP</source>
        <translation>HOP</translation>
    </message>
    <message>
        <location filename="../desktop/table/dice.py" line="56"/>
        <source>SWAP</source>
        <translation>SWAP</translation>
    </message>
    <message>
        <location filename="../desktop/table/dice.py" line="57"/>
        <source>DIG</source>
        <translation>DIG</translation>
    </message>
    <message>
        <location filename="../desktop/table/dice.py" line="58"/>
        <source>AIM</source>
        <translation>AIM</translation>
    </message>
    <message>
        <location filename="../desktop/table/dice.py" line="59"/>
        <source>WILD</source>
        <translation>WILD</translation>
    </message>
</context>
<context>
    <name>DogEatDogControls</name>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="24"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="27"/>
        <source>Treehouse die</source>
        <translation>Dé Treehouse</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="28"/>
        <source>Roll the Treehouse die in place of one of the attacker&apos;s dice</source>
        <translation>Lancer le dé Treehouse à la place d’un des dés de l’attaquante</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="32"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="33"/>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="34"/>
        <source>No attack</source>
        <translation>Pas d’attaque</translation>
    </message>
</context>
<context>
    <name>DogEatDogSummary</name>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="26"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="27"/>
        <source>One-colour trees</source>
        <translation>Arbres unicolores</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="28"/>
        <source>Mixed trees</source>
        <translation>Arbres mixtes</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="29"/>
        <source>Left over</source>
        <translation>Restes</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="30"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/summary.py" line="45"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DogEatDogTable</name>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="183"/>
        <source>score now: %1</source>
        <translation>score actuel&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/playback.py" line="162"/>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="351"/>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="182"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="353"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="358"/>
        <source>WILD: attack again with a glowing pyramid, or skip.</source>
        <translation>WILD&#xa0;: attaquez encore avec une pyramide en surbrillance, ou passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="362"/>
        <source>Your turn: pick a glowing pyramid to attack with, or choose No attack.</source>
        <translation>À vous de jouer&#xa0;: choisissez une pyramide en surbrillance pour attaquer, ou «&#xa0;Pas d’attaque&#xa0;».</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="367"/>
        <source>Pick the pyramid or stack to attack (point at it: your chance to win this fight).</source>
        <translation>Choisissez la pyramide ou la pile à attaquer (survolez-la&#xa0;: votre chance de gagner ce combat).</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="372"/>
        <source>Roll the attack, with the Treehouse die in place of one die if you tick it.</source>
        <translation>Lancez l’attaque, avec le dé Treehouse à la place d’un dé si vous le cochez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/scene.py" line="377"/>
        <source>SWAP: now pick the second stack.</source>
        <translation>SWAP&#xa0;: choisissez maintenant la seconde pile.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="17"/>
        <source>small</source>
        <translation>petite</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="18"/>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="19"/>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="29"/>
        <source>your %1</source>
        <translation>votre %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="30"/>
        <source>%1&apos;s %2</source>
        <translation>la %2 de %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="38"/>
        <source>A tie goes to the smaller pyramid.</source>
        <translation>En cas d’égalité, la plus petite pyramide l’emporte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="42"/>
        <source>A tie between equal sizes goes to the defender.</source>
        <translation>À égalité entre pyramides de même taille, le défenseur l’emporte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="50"/>
        <source>%1 rolls TIP on the Treehouse die: the attack fails.</source>
        <translation>%1 tire TIP au dé Treehouse&#xa0;: l’attaque échoue.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="53"/>
        <source>%1 rolls HOP on the Treehouse die and takes the stack.</source>
        <translation>%1 tire HOP au dé Treehouse et prend la pile.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="72"/>
        <source>%1 beats the %2: %3 against %4.</source>
        <translation>%1 bat la %2&#xa0;: %3 contre %4.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="76"/>
        <source>%1 beats every defender of the stack with a %2 and takes it.</source>
        <translation>%1 bat chaque défenseur de la pile avec un %2 et la prend.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="83"/>
        <source>%1 loses to the %2: %3 against %4.</source>
        <translation>%1 perd contre la %2&#xa0;: %3 contre %4.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="88"/>
        <source>Both pyramids tip over.</source>
        <translation>Les deux pyramides basculent.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="91"/>
        <source>You capture it.</source>
        <translation>Vous la capturez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="96"/>
        <source>%1 captures it.</source>
        <translation>%1 la capture.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="105"/>
        <source>Who starts: the highest die (ties roll again). You play first.</source>
        <translation>Qui commence : le plus haut dé (en cas d’égalité, on relance). Vous jouez en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="109"/>
        <source>Who starts: the highest die (ties roll again). %1 plays first.</source>
        <translation>Qui commence : le plus haut dé (en cas d’égalité, on relance). %1 joue en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="125"/>
        <source>You roll %1 for the start.</source>
        <translation>Vous faites %1 pour commencer.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="126"/>
        <source>%1 rolls %2 for the start.</source>
        <translation>%1 fait %2 pour commencer.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="130"/>
        <source>You play first.</source>
        <translation>Vous jouez en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="131"/>
        <source>%1 plays first.</source>
        <translation>%1 joue en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="176"/>
        <source>The Treehouse die shows %1, which has no use now.</source>
        <translation>Le dé Treehouse montre %1, qui ne sert à rien pour l’instant.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="151"/>
        <source>%1 attacks nobody this turn.</source>
        <translation>%1 n’attaque personne ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="155"/>
        <source>%1 leaves the Treehouse die unused.</source>
        <translation>%1 n’utilise pas le dé Treehouse.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="159"/>
        <source>%1 swaps the tops of two stacks.</source>
        <translation>%1 échange les sommets de deux piles.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="134"/>
        <source>You dig %1 up to the top of its stack.</source>
        <translation>Vous remontez %1 au sommet de sa pile.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="139"/>
        <source>You tip %1 over.</source>
        <translation>Vous faites basculer %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="144"/>
        <source>You stand %1 up.</source>
        <translation>Vous redressez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="135"/>
        <source>%1 digs %2 up to the top of its stack.</source>
        <translation>%1 remonte %2 au sommet de sa pile.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="140"/>
        <source>%1 tips %2 over.</source>
        <translation>%1 fait basculer %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="145"/>
        <source>%1 stands %2 up.</source>
        <translation>%1 redresse %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="150"/>
        <source>You attack nobody this turn.</source>
        <translation>Vous n’attaquez personne ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="154"/>
        <source>You leave the Treehouse die unused.</source>
        <translation>Vous n’utilisez pas le dé Treehouse.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="158"/>
        <source>You swap the tops of two stacks.</source>
        <translation>Vous échangez les sommets de deux piles.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="189"/>
        <source>SWAP: pick two stacks whose tops change places, or skip.</source>
        <translation>SWAP&#xa0;: choisissez deux piles dont les sommets s’échangent, ou passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="192"/>
        <source>DIG: pick one of your pyramids inside a stack to lift it on top, or skip.</source>
        <translation>DIG&#xa0;: choisissez une de vos pyramides dans une pile pour la remonter au sommet, ou passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="196"/>
        <source>AIM: pick a lone pyramid to tip over or stand up, or skip.</source>
        <translation>AIM&#xa0;: choisissez une pyramide seule à faire basculer ou à redresser, ou passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="206"/>
        <source>Chance to win this fight: %1%</source>
        <translation>Chance de gagner ce combat&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="214"/>
        <source>one-colour trees %1 × 7, mixed trees %2 × 5, left over %3 × 1: %4 points</source>
        <translation>arbres unicolores %1 × 7, arbres mixtes %2 × 5, restes %3 × 1&#xa0;: %4 points</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="228"/>
        <source>%1 has no attack left: the match ends.</source>
        <translation>%1 n’a plus d’attaque possible&#xa0;: la partie s’arrête.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/text.py" line="231"/>
        <source>A whole round passed without an attack: the match ends.</source>
        <translation>Un tour complet sans attaque&#xa0;: la partie s’arrête.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="17"/>
        <source>attack nobody this turn</source>
        <translation>n’attaquer personne ce tour-ci</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="18"/>
        <source>leave the Treehouse die unused</source>
        <translation>ne pas utiliser le dé Treehouse</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="19"/>
        <source>go back and choose again</source>
        <translation>revenir en arrière et choisir à nouveau</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="25"/>
        <source>roll the attack with the Treehouse die</source>
        <translation>lancer l’attaque avec le dé Treehouse</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="28"/>
        <source>roll the attack</source>
        <translation>lancer l’attaque</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="34"/>
        <source>attack with %1</source>
        <translation>attaquer avec %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="37"/>
        <source>attack the stack topped by %1</source>
        <translation>attaquer la pile coiffée par %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="39"/>
        <source>attack %1</source>
        <translation>attaquer %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="43"/>
        <source>swap it with %1</source>
        <translation>l’échanger avec %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="45"/>
        <source>swap %1 with another stack&apos;s top</source>
        <translation>échanger %1 avec le sommet d’une autre pile</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="48"/>
        <source>lift %1 to the top of its stack</source>
        <translation>remonter %1 au sommet de sa pile</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="52"/>
        <source>stand %1 up</source>
        <translation>redresser %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/hints.py" line="54"/>
        <source>tip %1 over</source>
        <translation>faire basculer %1</translation>
    </message>
</context>
<context>
    <name>DoubleActionControls</name>
    <message>
        <location filename="../desktop/games/double_action/controls.py" line="32"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
</context>
<context>
    <name>DoubleActionSummary</name>
    <message>
        <location filename="../desktop/games/double_action/summary.py" line="19"/>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/summary.py" line="24"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/summary.py" line="24"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/summary.py" line="24"/>
        <source>Series</source>
        <translation>Séries</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/summary.py" line="24"/>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
</context>
<context>
    <name>DoubleActionTable</name>
    <message>
        <location filename="../desktop/games/double_action/scene.py" line="295"/>
        <source>laid</source>
        <translation>posée</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/scene.py" line="296"/>
        <source>discards</source>
        <translation>défausse</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/scene.py" line="297"/>
        <source>stock: %1</source>
        <translation>pioche&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/scene.py" line="409"/>
        <source>Several runs hold this cell: click a cell at one end, or a button below.</source>
        <translation>Plusieurs alignements contiennent cette case&#xa0;: cliquez une case à une extrémité, ou un bouton en bas.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/scene.py" line="419"/>
        <source>First click a card of your hand to lay it.</source>
        <translation>Cliquez d’abord une carte de votre main pour la poser.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="28"/>
        <source>corner</source>
        <translation>coin</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="84"/>
        <source>%1 deals; you play first.</source>
        <translation>%1 distribue&#x202f;; vous jouez en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="88"/>
        <source>%1 deals; %2 plays first.</source>
        <translation>%1 distribue&#x202f;; %2 joue en premier.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="38"/>
        <source>You lay %1.</source>
        <translation>Vous posez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="39"/>
        <source>%1 lays %2.</source>
        <translation>%1 pose %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="43"/>
        <source>You put a chip on %1.</source>
        <translation>Vous placez un jeton sur %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="44"/>
        <source>%1 puts a chip on %2.</source>
        <translation>%1 place un jeton sur %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="48"/>
        <source>You take the chip off %1 with a black Jack.</source>
        <translation>Vous retirez le jeton de %1 avec un valet noir.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="49"/>
        <source>%1 takes the chip off %2 with a black Jack.</source>
        <translation>%1 retire le jeton de %2 avec un valet noir.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="53"/>
        <source>You complete a series: %1 now has %2.</source>
        <translation>Vous complétez une série&#xa0;: %1 en a maintenant %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="54"/>
        <source>%1 completes a series: %2 now has %3.</source>
        <translation>%1 complète une série&#xa0;: %2 en a maintenant %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="59"/>
        <source>You exchange the dead card %1.</source>
        <translation>Vous échangez la carte morte %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="60"/>
        <source>%1 exchanges the dead card %2.</source>
        <translation>%1 échange la carte morte %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="96"/>
        <source>You draw %1.</source>
        <translation>Vous piochez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="65"/>
        <source>You draw a card.</source>
        <translation>Vous piochez une carte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="66"/>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="69"/>
        <source>You cannot lay any card and pass.</source>
        <translation>Vous ne pouvez poser aucune carte et passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="70"/>
        <source>%1 cannot lay any card and passes.</source>
        <translation>%1 ne peut poser aucune carte et passe.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="112"/>
        <source>The match is a draw.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="114"/>
        <source>%1 wins the match!</source>
        <translation>%1 gagne la partie&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="121"/>
        <source>A team completed the series it needed.</source>
        <translation>Une équipe a complété les séries qu’il lui fallait.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="122"/>
        <source>The stock ran out: the team with more series wins, then more chips.</source>
        <translation>La pioche est épuisée&#xa0;: l’équipe qui a le plus de séries gagne, puis le plus de jetons.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="126"/>
        <source>Nobody could lay a card: the team with more series wins, then more chips.</source>
        <translation>Personne ne pouvait poser de carte&#xa0;: l’équipe qui a le plus de séries gagne, puis le plus de jetons.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="142"/>
        <source>cards: %1</source>
        <translation>cartes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="144"/>
        <source>%1 · cards: %2</source>
        <translation>%1 · cartes&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="151"/>
        <source>series %1 / %2</source>
        <translation>séries %1 / %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="161"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="165"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="169"/>
        <source>Your line is longer than five: choose the five cells that form the series.</source>
        <translation>Votre ligne dépasse cinq&#xa0;: choisissez les cinq cases qui forment la série.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="176"/>
        <source>Click a marked chip to take it off with your black Jack.</source>
        <translation>Cliquez sur un jeton marqué pour le retirer avec votre valet noir.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="180"/>
        <source>Click a lit cell to put your chip there (a black Jack may take a marked chip).</source>
        <translation>Cliquez une case éclairée pour y placer votre jeton (un valet noir peut retirer un jeton marqué).</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="184"/>
        <source>Click a lit cell to put your chip there.</source>
        <translation>Cliquez sur une case éclairée pour y poser votre jeton.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="188"/>
        <source>Your turn: lay a card, or click a crossed-out (dead) card to exchange it.</source>
        <translation>À vous&#xa0;: posez une carte, ou cliquez une carte barrée (morte) pour l’échanger.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="192"/>
        <source>Your turn: click a card from your hand to lay it.</source>
        <translation>À vous&#xa0;: cliquez une carte de votre main pour la poser.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/text.py" line="199"/>
        <source>From %1 to %2</source>
        <translation>De %1 à %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="46"/>
        <source>the upper %1</source>
        <translation>le %1 du haut</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="48"/>
        <source>the lower %1</source>
        <translation>le %1 du bas</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="50"/>
        <source>the left %1</source>
        <translation>le %1 de gauche</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="52"/>
        <source>the right %1</source>
        <translation>le %1 de droite</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="60"/>
        <source>lay %1</source>
        <translation>poser %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="62"/>
        <source>exchange the dead card %1</source>
        <translation>échanger la carte morte %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="65"/>
        <source>put a chip on %1</source>
        <translation>placer un jeton sur %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="68"/>
        <source>take the chip off %1</source>
        <translation>retirer le jeton de %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="72"/>
        <source>make the series from %1 to %2</source>
        <translation>former la série de %1 à %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/hints.py" line="75"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
</context>
<context>
    <name>DoublesDreadTable</name>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="26"/>
        <source>Your bid:</source>
        <translation>Votre enchère&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="27"/>
        <source>Bid</source>
        <translation>Enchérir</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="30"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="31"/>
        <source>Leave this auction for good (the opener may not pass)</source>
        <translation>Quitter définitivement ces enchères (impossible à l’ouverture)</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="35"/>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="36"/>
        <source>Between West and North</source>
        <translation>Entre Ouest et Nord</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="37"/>
        <source>Between North and East</source>
        <translation>Entre Nord et Est</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="36"/>
        <source>Contract made: %1 bid %2 and took %3.</source>
        <translation>Contrat réussi&#xa0;: %1 a annoncé %2 et ramassé %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="39"/>
        <source>Contract failed: %1 bid %2 but took only %3.</source>
        <translation>Chute&#xa0;: %1 a annoncé %2 mais n’a ramassé que %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="16"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="17"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="18"/>
        <source>Points taken</source>
        <translation>Points ramassés</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="19"/>
        <source>Round score</source>
        <translation>Score de la manche</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="20"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="48"/>
        <source>South, bid %1</source>
        <translation>Sud, enchère de %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/summary.py" line="51"/>
        <source>against South</source>
        <translation>contre Sud</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="291"/>
        <source>Boat %1 · next: %2</source>
        <translation>Barque %1 · place suivante&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="296"/>
        <source>Boat %1</source>
        <translation>Barque %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="300"/>
        <source>Asked: %1</source>
        <translation>Demandé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="309"/>
        <source>In the monster: %1</source>
        <translation>Dans le monstre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="314"/>
        <source>and %1 pawns face down since the deal</source>
        <translation>et %1 pions face cachée depuis la donne</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="330"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="333"/>
        <source>bids %1</source>
        <translation>annonce %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="337"/>
        <source>best %1</source>
        <translation>en tête&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="341"/>
        <source>opens the bidding</source>
        <translation>ouvre les enchères</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="343"/>
        <source>has not bid yet</source>
        <translation>n’a pas encore enchéri</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="346"/>
        <source>South · %1</source>
        <translation>Sud · %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="354"/>
        <source>plays %1</source>
        <translation>mène %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="358"/>
        <source>hands out the boats</source>
        <translation>répartit les barques</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="360"/>
        <source>waits for a boat</source>
        <translation>attend une barque</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="362"/>
        <source>points %1 · total %2</source>
        <translation>points %1 · total %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="380"/>
        <source>Auction · opening bid at least %1</source>
        <translation>Enchères · ouverture à %1 minimum</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="384"/>
        <source>Auction · %1 bids %2</source>
        <translation>Enchères · %1 annonce %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="387"/>
        <source>%1 is South with a bid of %2</source>
        <translation>%1 est Sud, enchère de %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="396"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="398"/>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="401"/>
        <source>%1 is playing…</source>
        <translation>Au tour de %1…</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="430"/>
        <source>%1, you open the auction: bid at least %2 (you may not pass).</source>
        <translation>%1, ouvrez les enchères à %2 au moins (pas de passe).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="435"/>
        <source>%1, bid more than %2 to raise, or pass and leave the auction.</source>
        <translation>%1, annoncez plus de %2, ou passez pour de bon.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="445"/>
        <source>%1, choose where your second boat sits: between West and North, or between North and East.</source>
        <translation>%1, choisissez la place de votre seconde barque&#xa0;: entre Ouest et Nord, ou entre Nord et Est.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="452"/>
        <source>%1, click the boat you keep as your second boat.</source>
        <translation>%1, cliquez sur la barque que vous gardez comme seconde barque.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="457"/>
        <source>%1, you are South: click the boat you keep at South.</source>
        <translation>%1, vous êtes Sud&#xa0;: cliquez sur la barque que vous gardez au Sud.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="462"/>
        <source>%1, click the boat you keep at North.</source>
        <translation>%1, cliquez sur la barque que vous gardez au Nord.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="466"/>
        <source>%1, click the boat to give to %2 (%3).</source>
        <translation>%1, cliquez sur la barque à confier à %3 (%2).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="408"/>
        <source>%1, click the boat that leads the first trick.</source>
        <translation>%1, cliquez sur la barque qui entame la première levée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="413"/>
        <source>%1, you won the trick: click %2 to lead from it, or any other boat to make it lead.</source>
        <translation>%1, vous avez remporté la levée&#xa0;: cliquez sur %2 pour entamer avec cette barque, ou sur une autre pour la faire entamer.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="420"/>
        <source>%1, lead a pawn from %2 (trick %3 of %4).</source>
        <translation>%1, %2 entame&#xa0;: choisissez un pion (levée %3 sur %4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="424"/>
        <source>%1, play a pawn from %2: %3 is asked.</source>
        <translation>%1, %2 joue&#xa0;: choisissez un pion (le %3 est demandé).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="28"/>
        <source>Shaman</source>
        <translation>Chaman</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="30"/>
        <source>Chief</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="37"/>
        <source>%1 %2</source>
        <comment>a pawn: colour, strength</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="49"/>
        <source>%1 (strength %2), magic: 5 points</source>
        <translation>%1 (force %2), magique&#xa0;: 5 points</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="51"/>
        <source>%1 (strength %2), 1 point</source>
        <translation>%1 (force %2), 1 point</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="58"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="59"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="60"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="61"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="62"/>
        <source>South&apos;s second boat</source>
        <translation>la seconde barque de Sud</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="69"/>
        <source>S</source>
        <comment>South</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="70"/>
        <source>W</source>
        <comment>West</comment>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="71"/>
        <source>N</source>
        <comment>North</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="72"/>
        <source>E</source>
        <comment>East</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="73"/>
        <source>S2</source>
        <comment>South&apos;s second boat</comment>
        <translation>S2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="80"/>
        <source>No trick taken yet this round.</source>
        <translation>Aucune levée remportée dans cette manche pour l’instant.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="82"/>
        <source>Last trick (%1): %2. %3 took it with %4 (points: +%5).</source>
        <translation>Dernière levée (%1)&#xa0;: %2. %3 l’a remportée avec %4 (points&#xa0;: +%5).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="96"/>
        <source>boat %1</source>
        <translation>la barque %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="107"/>
        <source>between West and North</source>
        <translation>entre Ouest et Nord</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="108"/>
        <source>between North and East</source>
        <translation>entre Nord et Est</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="122"/>
        <source>Round %1: the pawns are spread over the boats; %2 opens the bidding.</source>
        <translation>Manche %1&#xa0;: les pions sont répartis dans les barques&#x202f;; %2 ouvre les enchères.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="129"/>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="132"/>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="134"/>
        <source>%1 wins the auction with %2 and becomes South.</source>
        <translation>%1 remporte les enchères avec %2 et devient Sud.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="139"/>
        <source>Boat %1 goes to %2, played by %3.</source>
        <translation>La barque %1 devient %2, menée par %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="142"/>
        <source>South&apos;s second boat sits %1.</source>
        <translation>La seconde barque de Sud se place %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="145"/>
        <source>%1 has %2 lead the trick.</source>
        <translation>%1 désigne %2 pour entamer la levée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="150"/>
        <source>%1 wins trick %2 with %3 (points: +%4).</source>
        <translation>%1 remporte la levée %2 avec %3 (points&#xa0;: +%4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="157"/>
        <source>Round %1 is over: %2 made the bid of %3 (%4 points).</source>
        <translation>Fin de la manche %1&#xa0;: %2 a réussi son enchère de %3 (%4 points).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="160"/>
        <source>Round %1 is over: %2 fell short of the bid of %3 (%4 points).</source>
        <translation>Fin de la manche %1&#xa0;: %2 n’a pas atteint son enchère de %3 (%4 points).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="166"/>
        <source>%1 wins the match!</source>
        <translation>%1 remporte la partie&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="183"/>
        <source>You bid %1.</source>
        <translation>Vous annoncez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="186"/>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="188"/>
        <source>You win the auction with %1 and become South.</source>
        <translation>Vous remportez les enchères avec %1 et devenez Sud.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="193"/>
        <source>You have %1 lead the trick.</source>
        <translation>Vous désignez %1 pour entamer la levée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="196"/>
        <source>You win trick %1 with %2 (points: +%3).</source>
        <translation>Vous remportez la levée %1 avec %2 (points&#xa0;: +%3).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="206"/>
        <source>You lead %1 from %2.</source>
        <translation>Vous entamez avec le %1 (%2).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="209"/>
        <source>You play %1 from %2.</source>
        <translation>Vous jouez le %1 (%2).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="212"/>
        <source>You play %1 from %2: the colour changes to %3 and the monster swallows %4.</source>
        <translation>Vous jouez le %1 (%2)&#xa0;: le %3 devient la couleur demandée et le monstre avale %4.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="217"/>
        <source>You discard %1 from %2: the monster swallows it.</source>
        <translation>Vous défaussez le %1 (%2)&#xa0;: le monstre l’avale.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="228"/>
        <source>%1 leads %2 from %3.</source>
        <translation>%1 entame avec le %2 (%3).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="231"/>
        <source>%1 plays %2 from %3.</source>
        <translation>%1 joue le %2 (%3).</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="234"/>
        <source>%1 plays %2 from %3: the colour changes to %4 and the monster swallows %5.</source>
        <translation>%1 joue le %2 (%3)&#xa0;: le %4 devient la couleur demandée et le monstre avale %5.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="241"/>
        <source>%1 discards %2 from %3: the monster swallows it.</source>
        <translation>%1 défausse le %2 (%3)&#xa0;: le monstre l’avale.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="254"/>
        <source>%1 won the last trick and took everything in the monster: %2.</source>
        <translation>%1 a remporté la dernière levée et récupère tout le contenu du monstre&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="260"/>
        <source>%1, South, took %2 points with both boats: at least the bid of %3, so the contract is made. %1 scores %4 and the others score nothing.</source>
        <translation>%1 (Sud) a ramassé %2 points avec ses deux barques, soit au moins l’enchère de %3&#xa0;: le contrat est réussi. %1 marque %4 et les autres ne marquent rien.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="267"/>
        <source>%1, South, took only %2 points with both boats, short of the bid of %3: the contract fails. %1 scores 0, and each opponent scores their own points plus the bid.</source>
        <translation>%1 (Sud) n’a ramassé que %2 points avec ses deux barques, moins que l’enchère de %3&#xa0;: le contrat chute. %1 marque 0, et chaque adversaire marque ses propres points plus le montant de l’enchère.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/text.py" line="277"/>
        <source>%1: %2 + %3 = %4.</source>
        <translation>%1&#xa0;: %2 + %3 = %4.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="23"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="25"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="29"/>
        <source>put your second boat %1</source>
        <translation>placer votre seconde barque %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="32"/>
        <source>have %1 lead the trick</source>
        <translation>désigner %1 pour entamer la levée</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="36"/>
        <source>play %1</source>
        <translation>jouer le %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="46"/>
        <source>keep %1 as your second boat</source>
        <translation>garder %1 comme seconde barque</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="51"/>
        <source>keep %1 at %2</source>
        <translation>garder %1 au %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/hints.py" line="53"/>
        <source>give %1 to %2 (%3)</source>
        <translation>confier %1 à %3 (%2)</translation>
    </message>
</context>
<context>
    <name>DumbleTable</name>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="168"/>
        <source>holds %1</source>
        <translation>a en main %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="213"/>
        <source>cards: %1 · total: %2</source>
        <translation>cartes&#xa0;: %1 · total&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="228"/>
        <source>Stock: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="229"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="211"/>
        <source>out of the match (%1)</source>
        <translation>hors jeu (%1)</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="231"/>
        <source>Discarded this turn</source>
        <translation>Défausse de ce tour</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="223"/>
        <source>Discards you may take</source>
        <translation>Cartes que vous pouvez prendre</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="225"/>
        <source>Discards on offer</source>
        <translation>Cartes proposées</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="255"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="260"/>
        <source>%1 is playing…</source>
        <translation>Au tour de %1…</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="265"/>
        <source>Now draw: click the stock, or one of the discards you may take.</source>
        <translation>Piochez maintenant&#xa0;: cliquez sur la pioche ou sur l’une des cartes proposées.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="273"/>
        <source>Not a legal discard yet: keep selecting, or change cards.</source>
        <translation>Cette défausse n’est pas encore valable&#xa0;: continuez votre sélection ou changez de cartes.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="276"/>
        <source>Not a legal discard: click a chosen card to put it back, or press Esc.</source>
        <translation>Défausse non autorisée&#xa0;: cliquez sur une carte choisie pour la reprendre, ou appuyez sur Échap.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="239"/>
        <source>Your turn: select cards to discard (hand value %1).</source>
        <translation>À vous de jouer&#xa0;: sélectionnez les cartes à défausser (votre main vaut %1).</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="244"/>
        <source>You may call Dumble!</source>
        <translation>Vous pouvez annoncer «&#xa0;Dumble&#x202f;!&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/scene.py" line="359"/>
        <source>Select the cards to discard first.</source>
        <translation>Sélectionnez d’abord les cartes à défausser.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="250"/>
        <source>hand value %1</source>
        <translation>main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="251"/>
        <source>total %1</source>
        <translation>total&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="36"/>
        <source>Single card</source>
        <translation>Carte seule</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="38"/>
        <source>Run</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="40"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="42"/>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="44"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="45"/>
        <source>%1 (%2), worth %3</source>
        <translation>%1 (%2), d’une valeur de %3</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="52"/>
        <source>You discard %1.</source>
        <translation>Vous défaussez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="53"/>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="93"/>
        <source>You draw %1 from the stock.</source>
        <translation>Vous tirez %1 de la pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="58"/>
        <source>You draw from the stock.</source>
        <translation>Vous tirez une carte de la pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="59"/>
        <source>%1 draws from the stock.</source>
        <translation>%1 tire une carte de la pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="62"/>
        <source>You take %1 from the discards.</source>
        <translation>Vous prenez %1 parmi les cartes proposées.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="63"/>
        <source>%1 takes %2 from the discards.</source>
        <translation>%1 prend %2 parmi les cartes proposées.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="98"/>
        <source>The stock is empty: the discards are shuffled into a new stock.</source>
        <translation>La pioche est épuisée&#xa0;: la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="67"/>
        <source>You call Dumble! (hand value %1)</source>
        <translation>Vous annoncez « Dumble&#x202f;! » (votre main vaut %1)</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="68"/>
        <source>%1 calls Dumble! (hand value %2)</source>
        <translation>%1 annonce «&#xa0;Dumble&#x202f;!&#xa0;» (sa main vaut %2)</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="77"/>
        <source>Round %1 is over: you win it.</source>
        <translation>La manche %1 est terminée&#xa0;: vous la gagnez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="78"/>
        <source>Round %1 is over: %2 wins it.</source>
        <translation>Fin de la manche %1&#xa0;: %2 la remporte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="82"/>
        <source>Round %1: new deal, you start.</source>
        <translation>Manche %1&#xa0;: nouvelle donne, vous commencez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="83"/>
        <source>Round %1: new deal, %2 starts.</source>
        <translation>Manche %1&#xa0;: nouvelle donne, %2 commence.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="109"/>
        <source>You win the match!</source>
        <translation>Vous remportez la partie&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="111"/>
        <source>%1 wins the match!</source>
        <translation>%1 remporte la partie&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="125"/>
        <source>You called Dumble! with the lowest hand (value %1) and score 0.</source>
        <translation>Vous avez annoncé « Dumble&#x202f;! » avec la main la plus faible (valeur %1) et marquez 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="130"/>
        <source>%1 called Dumble! with the lowest hand (value %2) and scores 0.</source>
        <translation>%1 a annoncé «&#xa0;Dumble&#x202f;!&#xa0;» avec la main la plus faible (valeur %2) et marque 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="138"/>
        <source>You called Dumble! and tie for the lowest hand with %1 (value %2): the caller wins the tie and scores 0; the others score their hand.</source>
        <translation>Vous avez annoncé « Dumble&#x202f;! » et partagez la main la plus faible avec %1 (valeur %2)&#xa0;: l’annonceur l’emporte et marque 0, les autres marquent la valeur de leur main.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="145"/>
        <source>%1 called Dumble! and ties for the lowest hand with %2 (value %3): the caller wins the tie and scores 0; the others score their hand.</source>
        <translation>%1 a annoncé «&#xa0;Dumble&#x202f;!&#xa0;» et partage la main la plus faible avec %2 (valeur %3)&#xa0;: l’annonceur l’emporte et marque 0, les autres marquent la valeur de leur main.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="155"/>
        <source>You called Dumble! with a hand of %1, but it was not the lowest: the penalty doubles it to %2.</source>
        <translation>Vous avez annoncé « Dumble&#x202f;! » avec une main de %1, mais ce n’était pas la plus faible&#xa0;: la pénalité la fait compter double, soit %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="162"/>
        <source>%1 called Dumble! with a hand of %2, but it was not the lowest: the penalty doubles it to %3.</source>
        <translation>%1 a annoncé «&#xa0;Dumble&#x202f;!&#xa0;» avec une main de %2, mais ce n’était pas la plus faible&#xa0;: la pénalité la fait compter double, soit %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="169"/>
        <source>You had the lowest hand (value %1) and score 0.</source>
        <translation>Vous aviez la main la plus faible (valeur %1) et marquez 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="174"/>
        <source>%1 had the lowest hand (value %2) and scores 0.</source>
        <translation>%1 avait la main la plus faible (valeur %2) et marque 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="178"/>
        <source>%1 tie for the lowest hand (value %2) and all score 0.</source>
        <translation>%1 sont à égalité pour la main la plus faible (valeur %2) et marquent tous 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="185"/>
        <source>You reached exactly 100 and go back to 50.</source>
        <translation>Vous atteignez pile 100 et redescendez à 50.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="190"/>
        <source>%1 reached exactly 100 and goes back to 50.</source>
        <translation>%1 atteint pile 100 et redescend à 50.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="196"/>
        <source>You pass 100 (%1) and are out of the match.</source>
        <translation>Vous dépassez 100 (%1) et quittez la partie.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/text.py" line="201"/>
        <source>%1 passes 100 (%2) and is out of the match.</source>
        <translation>%1 dépasse 100 (%2) et quitte la partie.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/hints.py" line="19"/>
        <source>%1 and %2</source>
        <comment>the last two cards of a list</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/hints.py" line="26"/>
        <source>discard %1</source>
        <translation>défausser %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/hints.py" line="28"/>
        <source>draw from the stock</source>
        <translation>tirer une carte de la pioche</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/hints.py" line="30"/>
        <source>take %1 from the discards</source>
        <translation>prendre %1 parmi les cartes proposées</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/hints.py" line="33"/>
        <source>call Dumble!</source>
        <translation>annoncer « Dumble&#x202f;! »</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../rules_engine/core/record.py" line="164"/>
        <source>Action {number} of the match file is not legal: {reason}</source>
        <translation>Le coup {number} du fichier de partie n’est pas autorisé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="172"/>
        <source>Action {number} of the match file cannot be replayed ({problem}).</source>
        <translation>L’action {number} du fichier de partie ne peut pas être rejouée ({problem}).</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="213"/>
        <location filename="../rules_engine/core/record.py" line="307"/>
        <source>This is not a Tablée match file.</source>
        <translation>Ce fichier n’est pas une partie Tablée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="216"/>
        <source>The match file has no format version.</source>
        <translation>Le fichier de partie n’indique pas sa version de format.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="220"/>
        <source>The match file was written by a newer Tablée ({version}, format {format}); this version reads format {supported}. Update Tablée to open it.</source>
        <translation>Ce fichier de partie a été créé par une version plus récente de Tablée ({version}, format {format})&#x202f;; cette version-ci lit le format {supported}. Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="232"/>
        <location filename="../rules_engine/core/record.py" line="379"/>
        <source>Unknown match file format {format}.</source>
        <translation>Format de fichier de partie inconnu&#xa0;: {format}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="240"/>
        <source>The match file is for an unknown game: {game}.</source>
        <translation>Ce fichier de partie concerne un jeu inconnu&#xa0;: {game}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="261"/>
        <source>The seed of the match file is out of range.</source>
        <translation>La graine du fichier de partie est hors des limites.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="266"/>
        <source>The match file holds more than {limit} actions: it cannot be a match.</source>
        <translation>Le fichier de partie contient plus de {limit} actions&#xa0;: ce ne peut pas être une partie.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="322"/>
        <source>The match file is nested too deeply to be a match.</source>
        <translation>Le fichier de partie est imbriqué trop profondément pour être une partie.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="326"/>
        <source>The match file holds a number far too long.</source>
        <translation>Le fichier de partie contient un nombre beaucoup trop long.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="347"/>
        <source>The match file&apos;s first deal cannot be made ({problem}).</source>
        <translation>La première donne du fichier de partie ne peut pas être faite ({problem}).</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="116"/>
        <source>The match file repeats the field {field}.</source>
        <translation>Le fichier de partie répète le champ {field}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="125"/>
        <source>The match file holds a value that is not a number: {value}.</source>
        <translation>Le fichier de partie contient une valeur qui n’est pas un nombre&#xa0;: {value}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="140"/>
        <source>The match file could not be loaded ({problem}).</source>
        <translation>Le fichier de partie n’a pas pu être chargé ({problem}).</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="171"/>
        <location filename="../rules_engine/core/record_fields.py" line="178"/>
        <source>The match file has a bad option: {reason}.</source>
        <translation>Le fichier de partie contient une option non valable&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="191"/>
        <source>The match file was played under rules this version of Tablée does not know (edition {edition}). Update Tablée to open it.</source>
        <translation>La partie de ce fichier a été jouée avec des règles que cette version de Tablée ne connaît pas (édition {edition}). Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="229"/>
        <source>The match file&apos;s time played is out of range.</source>
        <translation>Le temps de jeu du fichier de partie est hors des limites.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="236"/>
        <source>The hints of the match file are malformed.</source>
        <translation>Les indices du fichier de partie sont mal formés.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="532"/>
        <source>The file is too large to be a match (more than {limit} MB).</source>
        <translation>Le fichier est trop gros pour être une partie (plus de {limit} Mo).</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="247"/>
        <location filename="../rules_engine/core/record.py" line="255"/>
        <source>The match file has a bad seating: {reason}.</source>
        <translation>Les places du fichier de partie ne sont pas valables&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="74"/>
        <source>Action {number} of the match file is malformed.</source>
        <translation>Le coup {number} du fichier de partie est mal formé.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="313"/>
        <location filename="../rules_engine/core/record.py" line="389"/>
        <location filename="../rules_engine/core/record.py" line="428"/>
        <source>The match file is damaged or cut short (line {line}, column {column}).</source>
        <translation>Le fichier de partie est endommagé ou incomplet (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="148"/>
        <source>The match file has no field {field}.</source>
        <translation>Il manque le champ {field} dans le fichier de partie.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="153"/>
        <location filename="../rules_engine/core/record_fields.py" line="214"/>
        <source>The match file&apos;s field {field} has the wrong type.</source>
        <translation>Le champ {field} du fichier de partie n’a pas le bon type.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="257"/>
        <location filename="../rules_engine/core/record_fields.py" line="260"/>
        <source>A seat of the match file is malformed.</source>
        <translation>Une place du fichier de partie est mal formée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="263"/>
        <source>The player name {name} of the match file is too long or holds characters that are not text.</source>
        <translation>Le nom de joueur {name} du fichier de partie est trop long ou contient des caractères qui ne sont pas du texte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record_fields.py" line="273"/>
        <source>Seat {name} of the match file is played by an unknown player: {kind}.</source>
        <translation>Dans le fichier de partie, la place {name} est tenue par un joueur inconnu&#xa0;: {kind}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="508"/>
        <source>This is not a file that can be opened: {name}.</source>
        <translation>Ce n’est pas un fichier qui peut être ouvert&#xa0;: {name}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="525"/>
        <source>The match file cannot be read: {reason}.</source>
        <translation>Impossible de lire le fichier de partie&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="37"/>
        <source>Discard one, two, three or four cards.</source>
        <translation>Défaussez-vous d’une, deux, trois ou quatre cartes.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="46"/>
        <source>Three cards must be of one rank, or a run of three consecutive cards of one suit (the Ace counts as 1).</source>
        <translation>Trois cartes doivent être de même hauteur, ou former une suite de trois cartes qui se suivent dans la même couleur (l’As est toujours la plus petite carte, juste avant le 2).</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="55"/>
        <source>A run is exactly three consecutive cards of one suit.</source>
        <translation>Une suite compte exactement trois cartes qui se suivent dans la même couleur.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="58"/>
        <source>Two or four cards must all be of one rank.</source>
        <translation>Pour défausser deux ou quatre cartes, elles doivent toutes être de même hauteur.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="421"/>
        <source>A trick is being played: play one pawn of the boat whose turn it is.</source>
        <translation>Une levée est en cours&#xa0;: jouez un pion de la barque dont c’est le tour.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="402"/>
        <source>Name the boat that leads the next trick.</source>
        <translation>Désignez la barque qui entame la levée suivante.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="395"/>
        <source>The auction is on: bid or pass.</source>
        <translation>Les enchères sont en cours&#xa0;: enchérissez ou passez.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="411"/>
        <source>South is handing out the boats: place the next boat.</source>
        <translation>Sud répartit les barques&#xa0;: placez la barque suivante.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="219"/>
        <location filename="../rules_engine/games/double_action/state.py" line="298"/>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="425"/>
        <location filename="../rules_engine/games/dumble/state.py" line="152"/>
        <location filename="../rules_engine/games/stonehenge/state.py" line="188"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="250"/>
        <source>Pick one of your lone upright pyramids to attack with, or decline.</source>
        <translation>Choisissez une de vos pyramides seules et debout pour attaquer, ou renoncez.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="256"/>
        <source>Pick the pyramid or the stack to attack.</source>
        <translation>Choisissez la pyramide ou la pile à attaquer.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="261"/>
        <source>Roll your dice, with or without the Treehouse die in place of one.</source>
        <translation>Lancez vos dés, avec ou sans le dé Treehouse à la place de l’un d’eux.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="267"/>
        <source>Carry out what the Treehouse die shows, or skip it: {action}</source>
        <translation>Faites ce qu’indique le dé Treehouse, ou passez&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="303"/>
        <source>There is no such pyramid: {pyramid}</source>
        <translation>Cette pyramide n’existe pas&#xa0;: {pyramid}</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="312"/>
        <source>You can only attack with your own pyramids.</source>
        <translation>Vous ne pouvez attaquer qu’avec vos propres pyramides.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="317"/>
        <source>A tipped pyramid is out of play until your next turn.</source>
        <translation>Une pyramide couchée est hors jeu jusqu’à votre prochain tour.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="324"/>
        <source>Only a pyramid standing alone can attack.</source>
        <translation>Seule une pyramide posée seule peut attaquer.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="336"/>
        <source>Attack a lone pyramid or the top of a stack, nothing inside one.</source>
        <translation>Attaquez une pyramide seule ou le sommet d’une pile, jamais l’intérieur d’une pile.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="342"/>
        <source>You cannot attack your own pyramids.</source>
        <translation>Vous ne pouvez pas attaquer vos propres pyramides.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="347"/>
        <source>You cannot attack a stack that holds one of your pyramids.</source>
        <translation>Vous ne pouvez pas attaquer une pile qui contient une de vos pyramides.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="354"/>
        <source>A tipped pyramid is out of play: it cannot be attacked.</source>
        <translation>Une pyramide couchée est hors jeu&#xa0;: on ne peut pas l’attaquer.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="370"/>
        <source>Say whether you roll the Treehouse die: true or false.</source>
        <translation>Indiquez si vous lancez le dé Treehouse&#xa0;: vrai ou faux.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="555"/>
        <source>Only the action the Treehouse die shows may follow the attack.</source>
        <translation>Seule l’action indiquée par le dé Treehouse peut suivre l’attaque.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="565"/>
        <source>SWAP exchanges the tops of two different stacks.</source>
        <translation>SWAP échange les sommets de deux piles différentes.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="581"/>
        <source>DIG lifts one of your own pyramids from inside a stack.</source>
        <translation>DIG remonte une de vos propres pyramides de l’intérieur d’une pile.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/state.py" line="595"/>
        <source>AIM tips or stands up a lone pyramid only.</source>
        <translation>AIM ne couche ou ne redresse qu’une pyramide seule.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="432"/>
        <source>A bid is a whole number of points.</source>
        <translation>Une enchère est un nombre entier de points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="440"/>
        <source>The opening bid is at least {minimum} points.</source>
        <translation>L’enchère d’ouverture est d’au moins {minimum} points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="446"/>
        <source>Bid more than {current} points, or pass.</source>
        <translation>Annoncez plus de {current} points, ou passez.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="452"/>
        <source>Nobody may bid more than {maximum} points.</source>
        <translation>Personne ne peut annoncer plus de {maximum} points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="466"/>
        <source>The opener may not pass: bid at least {minimum} points.</source>
        <translation>On ne peut pas passer à l’ouverture&#xa0;: annoncez au moins {minimum} points.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="501"/>
        <source>There is no boat {boat}.</source>
        <translation>Il n’y a pas de barque {boat}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="505"/>
        <source>That boat already has its place.</source>
        <translation>Cette barque a déjà sa place.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="512"/>
        <source>First choose where your second boat sits: between West and North, or between North and East.</source>
        <translation>Choisissez d’abord la place de votre seconde barque&#xa0;: entre Ouest et Nord, ou entre Nord et Est.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="538"/>
        <source>Only with 4 players, once South has kept two boats, does South choose where the second one sits.</source>
        <translation>Sud ne choisit la place de sa seconde barque qu’à 4 joueurs, une fois ses deux barques gardées.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="547"/>
        <source>South&apos;s second boat sits between West and North (WN) or between North and East (NE).</source>
        <translation>La seconde barque de Sud se place entre Ouest et Nord (WN) ou entre Nord et Est (NE).</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="594"/>
        <source>There is no boat {boat} to lead the trick.</source>
        <translation>Il n’y a pas de barque {boat} pour entamer la levée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="326"/>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="417"/>
        <source>Play a pawn from the boat whose turn it is.</source>
        <translation>Jouez un pion de la barque dont c’est le tour.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/state.py" line="345"/>
        <source>This boat holds pawns of the asked colour: it must play one of them.</source>
        <translation>Cette barque a des pions de la couleur demandée&#xa0;: elle doit en jouer un.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="161"/>
        <source>Discard first, then draw a card.</source>
        <translation>Défaussez-vous d’abord, puis piochez une carte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="171"/>
        <source>You have already discarded: now draw one card.</source>
        <translation>Votre défausse est faite&#xa0;: piochez maintenant une carte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="176"/>
        <source>Dumble is called at the start of a turn, before discarding.</source>
        <translation>On annonce «&#xa0;Dumble&#x202f;!&#xa0;» au début de son tour, avant de se défausser.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="182"/>
        <source>That is not a move of Dumble: {action}</source>
        <translation>Ce coup n’existe pas au Dumble&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="198"/>
        <source>You can only discard cards from your hand.</source>
        <translation>Vous ne pouvez défausser que des cartes de votre main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="223"/>
        <source>The stock is empty: take one of the previous player&apos;s discards.</source>
        <translation>La pioche est vide&#xa0;: prenez l’une des cartes défaussées par le joueur précédent.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="241"/>
        <source>You may take a card only from the previous player&apos;s discards.</source>
        <translation>Vous ne pouvez prendre qu’une carte défaussée par le joueur précédent.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="292"/>
        <source>You may call Dumble only with 10 points or less in hand (you have {value}).</source>
        <translation>Vous ne pouvez annoncer «&#xa0;Dumble&#x202f;!&#xa0;» qu’avec 10 points ou moins en main (vous en avez {value}).</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="308"/>
        <source>You have laid a card: now put a chip on a cell it shows.</source>
        <translation>Vous avez posé une carte&#xa0;: placez maintenant un jeton sur une case qui la montre.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="317"/>
        <source>Choose the five cells that form your series.</source>
        <translation>Choisissez les cinq cases qui forment votre série.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="327"/>
        <source>It is your turn: lay a card from your hand.</source>
        <translation>C’est votre tour&#xa0;: posez une carte de votre main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="335"/>
        <source>You can only lay a card from your hand.</source>
        <translation>Vous ne pouvez poser qu’une carte de votre main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="344"/>
        <source>There is no free cell left for a Jack.</source>
        <translation>Il ne reste aucune case libre pour un Valet.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="348"/>
        <source>Both cells showing this card are taken: it is dead and can only be exchanged.</source>
        <translation>Les deux cases de cette carte sont prises&#xa0;: elle est morte et ne peut qu’être échangée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="364"/>
        <source>Only a dead card (both of its cells taken) may be exchanged.</source>
        <translation>Seule une carte morte (ses deux cases prises) peut être échangée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="371"/>
        <source>You may exchange only one dead card a turn.</source>
        <translation>Vous ne pouvez échanger qu’une carte morte par tour.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="376"/>
        <source>The stock is empty: there is nothing to exchange a dead card for.</source>
        <translation>La pioche est vide&#xa0;: il n’y a rien contre quoi échanger une carte morte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="398"/>
        <source>You may pass only when you have no card you can lay.</source>
        <translation>Vous ne pouvez passer que si vous n’avez aucune carte à poser.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="427"/>
        <source>Choose a cell of the board.</source>
        <translation>Choisissez une case du plateau.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="430"/>
        <source>The joker corners take no chip.</source>
        <translation>Les coins joker ne reçoivent aucun jeton.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="434"/>
        <source>That cell already holds a chip.</source>
        <translation>Cette case porte déjà un jeton.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="439"/>
        <source>A chip goes on a cell showing the card you laid.</source>
        <translation>Le jeton va sur une case qui montre la carte posée.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="462"/>
        <source>Only a black Jack may take a chip off the board.</source>
        <translation>Seul un Valet noir peut retirer un jeton du plateau.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="469"/>
        <source>A black Jack takes off one of your opponents&apos; chips.</source>
        <translation>Un Valet noir retire un jeton de vos adversaires.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="474"/>
        <source>That chip belongs to a completed series: it cannot be removed.</source>
        <translation>Ce jeton appartient à une série complétée&#xa0;: il ne peut pas être retiré.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/state.py" line="488"/>
        <source>Choose one of the runs of five offered along this line.</source>
        <translation>Choisissez l’une des suites de cinq proposées sur cette ligne.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="200"/>
        <source>That is not a move of the Stonehenge auction: {action}</source>
        <translation>Ce n’est pas un coup des Enchères de Stonehenge&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="211"/>
        <source>You can only bid cards from your hand.</source>
        <translation>Vous ne pouvez miser que des cartes de votre main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="216"/>
        <location filename="../rules_engine/games/stonehenge/state.py" line="252"/>
        <source>In the first auction every player bids exactly one card.</source>
        <translation>À la première enchère, chaque joueur mise exactement une carte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="224"/>
        <source>A bid holds cards of one colour only, plus any dolmen cards.</source>
        <translation>Une mise ne contient que des cartes d’une seule couleur, plus des cartes dolmen si l’on veut.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="239"/>
        <source>Only a card of your unsealed bid can be taken back.</source>
        <translation>Seule une carte de votre mise non scellée peut être reprise.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="258"/>
        <source>Lay at least one card before sealing, or pass.</source>
        <translation>Posez au moins une carte avant de sceller, ou passez.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/stonehenge/state.py" line="266"/>
        <source>Nobody may pass in the first auction: bid exactly one card.</source>
        <translation>Personne ne peut passer à la première enchère&#xa0;: misez exactement une carte.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/limits.py" line="65"/>
        <source>This match could not be saved and opened again.</source>
        <translation>Cette partie ne pourrait pas être enregistrée puis rouverte.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../desktop/shell/home.py" line="188"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="189"/>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="191"/>
        <source>Learn {game} in a guided first match</source>
        <translation>Apprendre {game} dans une première partie guidée</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="193"/>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="195"/>
        <source>Start a new match of {game}</source>
        <translation>Commencer une nouvelle partie de {game}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="143"/>
        <source>Dumble</source>
        <translation>Dumble</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="144"/>
        <source>Shed pairs and runs, then call Dumble! with 10 points or less in hand.</source>
        <translation>Débarrassez-vous de paires et de suites, puis annoncez «&#xa0;Dumble&#x202f;!&#xa0;» avec 10 points ou moins en main.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="177"/>
        <source>Double&apos;s Dread</source>
        <translation>Double’s Dread</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="178"/>
        <source>Bid for the boats, then outwit the lagoon monster that swallows your pawns.</source>
        <translation>Misez sur les barques, puis déjouez le monstre du lagon qui avale vos pions.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="220"/>
        <source>Dog Eat Dog</source>
        <translation>Dog Eat Dog</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="221"/>
        <source>Attack with your pyramids, roll the dice, and capture stacks to build trees.</source>
        <translation>Attaquez avec vos pyramides, lancez les dés et capturez des piles pour former des arbres.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="265"/>
        <source>Double Action</source>
        <translation>Double Action</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="266"/>
        <source>In two teams, lay cards and chips on the grid to line up two series of five.</source>
        <translation>En deux équipes, posez cartes et jetons sur la grille pour aligner deux séries de cinq.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="331"/>
        <source>Stonehenge Auction</source>
        <translation>Enchères de Stonehenge</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="332"/>
        <source>Bid cards face down for the stones round the ring; trump beats all.</source>
        <translation>Misez vos cartes face cachée pour les pierres du cercle&#x202f;; l’atout bat tout.</translation>
    </message>
</context>
<context>
    <name>HandOrder</name>
    <message>
        <location filename="../desktop/table/hand_order.py" line="31"/>
        <source>As dealt</source>
        <translation>Comme distribuées</translation>
    </message>
    <message>
        <location filename="../desktop/table/hand_order.py" line="28"/>
        <source>By rank</source>
        <translation>Par valeur</translation>
    </message>
    <message>
        <location filename="../desktop/table/hand_order.py" line="30"/>
        <source>By suit</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <location filename="../desktop/table/hand_order.py" line="101"/>
        <source>Sort</source>
        <translation>Trier</translation>
    </message>
    <message>
        <location filename="../desktop/table/hand_order.py" line="103"/>
        <source>Arrange your hand (or drag a card to where you want it)</source>
        <translation>Rangez votre main (ou faites glisser une carte où vous voulez)</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../desktop/history/entry_text.py" line="33"/>
        <source>Unknown game</source>
        <translation>Jeu inconnu</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="53"/>
        <source>unknown players</source>
        <translation>joueurs inconnus</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="76"/>
        <source>Won by %1</source>
        <translation>Gagnée par %1</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="78"/>
        <location filename="../desktop/history/history_page.py" line="377"/>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="80"/>
        <location filename="../desktop/history/history_page.py" line="378"/>
        <source>Interrupted</source>
        <translation>Interrompue</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="81"/>
        <source>Unreadable: %1</source>
        <translation>Illisible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="88"/>
        <source>This file cannot be read: %1</source>
        <translation>Ce fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="96"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="116"/>
        <source>&lt; 1 min</source>
        <translation>&lt; 1 min</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="119"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../desktop/history/entry_text.py" line="121"/>
        <source>%1 h %2</source>
        <translation>%1 h %2</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="175"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="71"/>
        <location filename="../desktop/history/history_page.py" line="176"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="177"/>
        <source>Players and levels</source>
        <translation>Joueurs et niveaux</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="73"/>
        <location filename="../desktop/history/history_page.py" line="178"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="179"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="180"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="181"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="201"/>
        <source>Not known: Tablée did not yet keep the time when it was played.</source>
        <translation>Inconnue&#xa0;: Tablée ne notait pas encore le temps de jeu quand cette partie a été jouée.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="365"/>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="373"/>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="374"/>
        <source>Won by a player</source>
        <translation>Gagnée par un joueur</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="375"/>
        <source>Won by a bot</source>
        <translation>Gagnée par un robot</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="376"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="379"/>
        <source>Unreadable</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="69"/>
        <source>Newest first</source>
        <translation>Les plus récentes d’abord</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="70"/>
        <source>Oldest first</source>
        <translation>Les plus anciennes d’abord</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="72"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="74"/>
        <source>Most rounds</source>
        <translation>Le plus de manches</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="75"/>
        <source>Most moves</source>
        <translation>Le plus de coups</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="76"/>
        <source>Longest first</source>
        <translation>Les plus longues d’abord</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="414"/>
        <source>Matches: %1.</source>
        <translation>Parties&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="418"/>
        <source>Matches shown: %1 of %2.</source>
        <translation>Parties affichées&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="424"/>
        <source>Reading the match files: %1 left…</source>
        <translation>Lecture des fichiers de partie&#xa0;: encore %1…</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="431"/>
        <source>The history&apos;s index cannot be written (%1): the list is read from the match files themselves.</source>
        <translation>L’index de l’historique ne peut pas être écrit (%1)&#xa0;: la liste est lue dans les fichiers de partie eux-mêmes.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="436"/>
        <source>another Tablée is using it</source>
        <translation>un autre Tablée l’utilise</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="438"/>
        <source>the data folder cannot be written</source>
        <translation>le dossier de données n’est pas accessible en écriture</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="477"/>
        <source>Unreadable match</source>
        <translation>Partie illisible</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="493"/>
        <source>Delete this match?</source>
        <translation>Supprimer cette partie&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="488"/>
        <source>Delete the %1 match of %2 (%3) from the history? It cannot be undone.</source>
        <translation>Supprimer de l’historique la partie de %1 du %2 (%3)&#x202f;? C’est irréversible.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="510"/>
        <source>Cannot delete</source>
        <translation>Suppression impossible</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="512"/>
        <source>The file %1 could not be deleted.</source>
        <translation>Le fichier %1 n’a pas pu être supprimé.</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="543"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="84"/>
        <source>&amp;Game:</source>
        <translation>J&amp;eu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="85"/>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="86"/>
        <source>&amp;Order:</source>
        <translation>&amp;Ordre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="89"/>
        <source>Re&amp;play</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="90"/>
        <source>Play the chosen match back at the table (Enter)</source>
        <translation>Rejouer la partie choisie à la table (Entrée)</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="94"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="95"/>
        <source>Delete the chosen match from the history (Delete)</source>
        <translation>Supprimer la partie choisie de l’historique (Suppr)</translation>
    </message>
    <message>
        <location filename="../desktop/history/history_page.py" line="97"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../desktop/shell/home.py" line="363"/>
        <source>Card and board games for one computer: play the bots or pass it round.</source>
        <translation>Des jeux de cartes et de plateau sur un seul ordinateur&#xa0;: défiez les robots ou faites passer l’ordinateur autour de la table.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="365"/>
        <source>Open a saved match…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../desktop/shell/keys_dialog.py" line="65"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../desktop/shell/keys_dialog.py" line="66"/>
        <source>The window</source>
        <translation>La fenêtre</translation>
    </message>
    <message>
        <location filename="../desktop/shell/keys_dialog.py" line="67"/>
        <source>At every table</source>
        <translation>À chaque table</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <location filename="../desktop/match/loading.py" line="184"/>
        <source>Loading a match</source>
        <translation>Chargement d’une partie</translation>
    </message>
    <message>
        <location filename="../desktop/match/loading.py" line="193"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/match/loading.py" line="243"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location filename="../desktop/match/loading.py" line="260"/>
        <source>Reading the unfinished match…</source>
        <translation>Lecture de la partie inachevée…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/menus.py" line="46"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="47"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="48"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="49"/>
        <source>Open a &amp;replay…</source>
        <translation>Ouvrir une &amp;rediffusion…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="50"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="51"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="54"/>
        <source>H&amp;istory…</source>
        <translation>H&amp;istorique…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="55"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="57"/>
        <source>A&amp;bandon the match</source>
        <translation>A&amp;bandonner la partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="58"/>
        <source>&amp;Home screen</source>
        <translation>Écran d’&amp;accueil</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="60"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="62"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="63"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="64"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="66"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="67"/>
        <source>What the Hard level would play in your place</source>
        <translation>Ce que jouerait le niveau Difficile à votre place</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="68"/>
        <source>&amp;Why did the bot play that?</source>
        <translation>&amp;Pourquoi le robot a-t-il joué ce coup&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="71"/>
        <source>Allow undo</source>
        <translation>Autoriser l’annulation des coups</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="74"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="75"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="117"/>
        <source>Off</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="118"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="119"/>
        <location filename="../desktop/shell/menus.py" line="124"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="120"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="76"/>
        <source>&amp;Bot speed</source>
        <translation>Vitesse des &amp;robots</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="123"/>
        <source>Fast: bots play at once</source>
        <translation>Rapide&#xa0;: les robots jouent aussitôt</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="125"/>
        <source>Slow: time to follow each move</source>
        <translation>Lente&#xa0;: le temps de suivre chaque coup</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="77"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="81"/>
        <source>&amp;Colour-blind patterns</source>
        <translation>&amp;Motifs pour daltoniens</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="79"/>
        <source>Side &amp;panel (log, scores, chart)</source>
        <translation>&amp;Panneau latéral (journal, scores, graphique)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="83"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="253"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="85"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="86"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="89"/>
        <source>&amp;Print the rules…</source>
        <translation>&amp;Imprimer les règles…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="91"/>
        <source>&amp;Export the rules as PDF…</source>
        <translation>&amp;Exporter les règles en PDF…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="93"/>
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <location filename="../desktop/shell/menus.py" line="97"/>
        <source>&amp;About Tablée</source>
        <translation>À &amp;propos de Tablée</translation>
    </message>
    <message>
        <location filename="../desktop/shell/autosave_banner.py" line="29"/>
        <source>This match cannot be saved automatically (%1). You can go on playing; use Save as… to keep it in a file.</source>
        <translation>Cette partie ne peut pas être enregistrée automatiquement (%1). Vous pouvez continuer à jouer&#x202f;; utilisez Enregistrer sous… pour la garder dans un fichier.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/autosave_banner.py" line="43"/>
        <source>The match is saved automatically again.</source>
        <translation>La partie est de nouveau enregistrée automatiquement.</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="59"/>
        <source>A match is not finished</source>
        <translation>Une partie n’est pas terminée</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="52"/>
        <source>The %1 match in progress (moves played: %2) would be replaced.</source>
        <translation>La partie de %1 en cours (coups joués&#xa0;: %2) serait remplacée.</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="64"/>
        <source>Save it to a file, or abandon it (it is kept in the history folder), before the new match starts?</source>
        <translation>L’enregistrer dans un fichier, ou l’abandonner (elle est gardée dans le dossier d’historique), avant que la nouvelle partie commence&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="71"/>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="75"/>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="309"/>
        <source>Abandon this match? It will not be resumable (it stays in the history folder).</source>
        <translation>Abandonner cette partie&#x202f;? Elle ne pourra plus être reprise (elle reste dans le dossier d’historique).</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="289"/>
        <source>Hint: %1 (estimated chance to win the match: %2%). Otherwise: %3 (%4%).</source>
        <translation>Indice&#xa0;: %1 (chance estimée de gagner la partie&#xa0;: %2&#xa0;%). Sinon&#xa0;: %3 (%4&#xa0;%).</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="295"/>
        <source>Hint: %1 (estimated chance to win the match: %2%).</source>
        <translation>Indice&#xa0;: %1 (chance estimée de gagner la partie&#xa0;: %2&#xa0;%).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/help_menu.py" line="91"/>
        <source>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Tabletop games to play solo against bots or with friends at one computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Des jeux de société à jouer seul contre des robots ou entre amis sur un même ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="158"/>
        <source>New match. Seed: %1</source>
        <translation>Nouvelle partie. Graine de la donne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="247"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="247"/>
        <source>There is no interrupted match to resume.</source>
        <translation>Il n’y a aucune partie interrompue à reprendre.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="253"/>
        <source>Match resumed.</source>
        <translation>Partie reprise.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_files.py" line="25"/>
        <source>Open a match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_files.py" line="58"/>
        <source>Cannot open this match</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_files.py" line="54"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="91"/>
        <source>A match of an unknown game</source>
        <translation>Une partie d’un jeu inconnu</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="107"/>
        <source>Why: %1</source>
        <translation>Pourquoi : %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="109"/>
        <source>Keep the file</source>
        <translation>Garder le fichier</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="110"/>
        <source>Delete it</source>
        <translation>Le supprimer</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="112"/>
        <source>A match could not be resumed</source>
        <translation>Une partie n’a pas pu être reprise</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="117"/>
        <source>Kept in the history folder: %1</source>
        <translation>Gardée dans le dossier de l’historique : %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="120"/>
        <source>Open it</source>
        <translation>L’ouvrir</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="121"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="123"/>
        <source>An interrupted match was put aside</source>
        <translation>Une partie interrompue a été mise de côté</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="66"/>
        <source>The file is kept in %1</source>
        <translation>Le fichier est gardé dans %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_notices.py" line="71"/>
        <source>The file could not be deleted.</source>
        <translation>Le fichier n’a pas pu être supprimé.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="281"/>
        <source>Opened %1.</source>
        <translation>Partie ouverte&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_files.py" line="39"/>
        <source>Save the match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="127"/>
        <location filename="../desktop/shell/match_files.py" line="77"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <location filename="../desktop/match/unfinished.py" line="129"/>
        <location filename="../desktop/shell/match_files.py" line="73"/>
        <source>The match could not be saved to %1:
%2</source>
        <translation>Impossible d’enregistrer la partie dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../desktop/shell/resume_box.py" line="37"/>
        <source>An unfinished match is being read…</source>
        <translation>Une partie inachevée est en cours de lecture…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/resume_box.py" line="41"/>
        <source>An unfinished match is waiting.</source>
        <translation>Une partie inachevée vous attend.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/resume_box.py" line="61"/>
        <source>round %1</source>
        <translation>manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/resume_box.py" line="71"/>
        <source>last played %1</source>
        <translation>jouée le %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_setup.py" line="64"/>
        <source>Cannot start this match</source>
        <translation>Impossible de lancer cette partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/match_files.py" line="83"/>
        <source>Saved to %1</source>
        <translation>Partie enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="307"/>
        <source>Abandon the match</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="261"/>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="271"/>
        <source>the glowing choice</source>
        <translation>le choix qui brille</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="311"/>
        <source>another choice</source>
        <translation>un autre choix</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="319"/>
        <source>No hint this time: the search failed.</source>
        <translation>Pas d’indice cette fois&#xa0;: la recherche a échoué.</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="232"/>
        <source>(rule %1)</source>
        <translation>(règle %1)</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="224"/>
        <source>Move taken back.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="228"/>
        <source>Move played again.</source>
        <translation>Coup rétabli.</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="414"/>
        <source>A bot failed</source>
        <translation>Un robot a rencontré un problème</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="409"/>
        <source>%1 (a bot) could not choose a move. The match is safe.</source>
        <translation>%1 (un robot) n’a pas réussi à choisir son coup. Votre partie est intacte.</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="283"/>
        <source>Hint: %1 (estimated chance to win the match: %2%). Otherwise: %3, about as good.</source>
        <translation>Indice&#xa0;: %1 (chance estimée de gagner la partie&#xa0;: %2&#xa0;%). Sinon&#xa0;: %3, à peu près aussi bien.</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="421"/>
        <source>Who should play this seat now?</source>
        <translation>Qui doit maintenant jouer à cette place&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="425"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="429"/>
        <source>A beginner bot</source>
        <translation>Un robot débutant</translation>
    </message>
    <message>
        <location filename="../desktop/match/match_view.py" line="433"/>
        <source>I will play it</source>
        <translation>Je prends la place</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="89"/>
        <source>Seed: %1</source>
        <translation>Graine de la donne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="91"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="96"/>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="103"/>
        <source>hints used: %1</source>
        <translation>indices utilisés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="114"/>
        <source>Read the rules</source>
        <translation>Lire les règles</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="126"/>
        <source>Over %1 points, a player is out; the last one left wins.</source>
        <translation>Au-delà de %1 points, un joueur est éliminé&#x202f;; le dernier en lice gagne.</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="134"/>
        <source>All %1 rounds are played.</source>
        <translation>Les %1 manches sont jouées.</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="138"/>
        <source>Round %1 of %2: the last one.</source>
        <translation>Manche %1 sur %2&#xa0;: la dernière.</translation>
    </message>
    <message>
        <location filename="../desktop/match/panels.py" line="140"/>
        <source>Round %1 of %2: %3 more after this one.</source>
        <translation>Manche %1 sur %2&#xa0;: encore %3 après celle-ci.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/help_menu.py" line="59"/>
        <source>Export the rules as PDF</source>
        <translation>Exporter les règles en PDF</translation>
    </message>
    <message>
        <location filename="../desktop/shell/help_menu.py" line="65"/>
        <source>Rules exported to %1</source>
        <translation>Règles exportées dans %1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/help_menu.py" line="89"/>
        <source>About Tablée</source>
        <translation>À propos de Tablée</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/offer.py" line="39"/>
        <source>Learn %1 (a guided match)</source>
        <translation>Apprendre&#xa0;%1 (partie guidée)</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <location filename="../desktop/match/autosave.py" line="31"/>
        <source>a name cannot be written as text</source>
        <translation>un nom ne peut pas être écrit comme du texte</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="81"/>
        <source>Measured at {seats} players (the nearest size measured): wins {percent}% of matches against {level} ({games} played).</source>
        <translation>Mesuré à {seats} joueurs (la taille mesurée la plus proche)&#xa0;: gagne {percent}&#xa0;% des parties contre {level} ({games} jouées).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="87"/>
        <source>At {seats} players, wins {percent}% of matches against {level} ({games} played).</source>
        <translation>À {seats} joueurs, gagne {percent}&#xa0;% des parties contre {level} ({games} jouées).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="92"/>
        <source>Measured at {seats} players (the nearest size measured): wins {percent}% of matches against {level}, where an equal player wins {fair}% ({games} played).</source>
        <translation>Mesuré à {seats} joueurs (la taille mesurée la plus proche)&#xa0;: gagne {percent}&#xa0;% des parties contre {level}, là où un joueur de même force en gagne {fair}&#xa0;% ({games} jouées).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="98"/>
        <source>At {seats} players, wins {percent}% of matches against {level}, where an equal player wins {fair}% ({games} played).</source>
        <translation>À {seats} joueurs, gagne {percent}&#xa0;% des parties contre {level}, là où un joueur de même force en gagne {fair}&#xa0;% ({games} jouées).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="198"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="74"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="75"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="76"/>
        <source>AROUND THE TABLE</source>
        <translation>AUTOUR DE LA TABLE</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="77"/>
        <source>RULE OPTIONS</source>
        <translation>OPTIONS DE RÈGLES</translation>
    </message>
    <message>
        <location filename="../desktop/shell/option_widgets.py" line="98"/>
        <source>This game has no options.</source>
        <translation>Ce jeu n’a pas d’options.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="78"/>
        <source>DEAL NUMBER (SEED)</source>
        <translation>NUMÉRO DE DONNE (GRAINE)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="79"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="80"/>
        <source>Type a number to replay the same deal.</source>
        <translation>Saisissez un nombre pour rejouer la même donne.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="81"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="82"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="220"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="221"/>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <location filename="../desktop/shell/option_widgets.py" line="101"/>
        <source>changes rule {clause}</source>
        <translation>modifie la règle {clause}</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="230"/>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="231"/>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="235"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="257"/>
        <location filename="../desktop/shell/new_game_dialog.py" line="265"/>
        <source>Bot {number}</source>
        <translation>Robot {number}</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="267"/>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="256"/>
        <location filename="../desktop/shell/new_game_dialog.py" line="268"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="16"/>
        <location filename="../desktop/shell/bot_levels.py" line="38"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="17"/>
        <location filename="../desktop/shell/bot_levels.py" line="39"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="18"/>
        <location filename="../desktop/shell/bot_levels.py" line="40"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="19"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="20"/>
        <source>Random moves</source>
        <translation>Coups au hasard</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="23"/>
        <source>Plays sensibly but often picks a move at random: for learning.</source>
        <translation>Joue avec bon sens mais choisit souvent un coup au hasard&#xa0;: pour apprendre.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="26"/>
        <source>Plays by sound rules of thumb, at once.</source>
        <translation>Joue selon de bonnes règles empiriques, sans attendre.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="27"/>
        <source>Tries out many futures before each move (up to a second).</source>
        <translation>Essaie de nombreuses suites avant chaque coup (jusqu’à une seconde).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="30"/>
        <source>Searches longest before each move (up to three seconds).</source>
        <translation>Cherche le plus longtemps avant chaque coup (jusqu’à trois secondes).</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="33"/>
        <source>Plays any legal move, at random.</source>
        <translation>Joue n’importe quel coup permis, au hasard.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="37"/>
        <source>random play</source>
        <translation>le jeu au hasard</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="112"/>
        <source>Clearly stronger than {level}.</source>
        <translation>Nettement plus fort que {level}.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="114"/>
        <source>Measured no stronger than {level}.</source>
        <translation>Pas plus fort que {level} d’après les mesures.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/bot_levels.py" line="116"/>
        <source>Not yet shown stronger than {level}.</source>
        <translation>Pas encore montré plus fort que {level}.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="473"/>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="477"/>
        <source>Two seats are both called {name}.</source>
        <translation>Deux places portent le même nom&#xa0;: {name}.</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game_dialog.py" line="481"/>
        <source>The deal number is at most {maximum}.</source>
        <translation>Le numéro de donne ne peut pas dépasser {maximum}.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="317"/>
        <source>Plays at once and counts the cards seen: it builds the runs that can still be completed.</source>
        <translation>Joue sans attendre et compte les cartes déjà vues&#xa0;: il construit les alignements encore réalisables.</translation>
    </message>
    <message>
        <location filename="../rules_engine/core/catalogue.py" line="322"/>
        <source>Plays as Hard in this game: no deeper player has measured stronger.</source>
        <translation>Joue comme Difficile dans ce jeu&#xa0;: aucun joueur plus réfléchi ne s’est montré plus fort.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="32"/>
        <source>Magic pawns</source>
        <translation>Pions magiques</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="38"/>
        <source>The 3 and the 6 of each colour</source>
        <translation>Le 3 et le 6 de chaque couleur</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="39"/>
        <source>The Shaman and the Chief (7 and 8)</source>
        <translation>Le Chaman et le Chef (7 et 8)</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="40"/>
        <source>Two of each colour, drawn at every deal</source>
        <translation>Deux par couleur, tirés au sort à chaque donne</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="42"/>
        <source>Which two pawns of each colour are magic, worth 5 points instead of 1.</source>
        <translation>Les deux pions de chaque couleur qui sont magiques et valent 5 points au lieu de 1.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="48"/>
        <source>A successful South scores</source>
        <translation>Contrat réussi, Sud marque</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="54"/>
        <source>The points taken</source>
        <translation>Les points ramassés</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="55"/>
        <source>The amount of the bid</source>
        <translation>Le montant de l’enchère</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/doubles_dread/game.py" line="57"/>
        <source>What South scores after taking at least the bid: the points actually taken, or exactly the bid.</source>
        <translation>Ce que marque Sud après avoir ramassé au moins son enchère&#xa0;: les points réellement ramassés, ou exactement le montant de l’enchère.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/game.py" line="19"/>
        <source>Treehouse die</source>
        <translation>Dé Treehouse</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dog_eat_dog/game.py" line="23"/>
        <source>An attacker of 2 or 3 pips may roll the Treehouse die in place of one of its dice: TIP, HOP, SWAP, DIG, AIM or WILD.</source>
        <translation>Un attaquant à 2 ou 3 encoches peut lancer le dé Treehouse à la place de l’un de ses dés&#xa0;: TIP, HOP, SWAP, DIG, AIM ou WILD.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="32"/>
        <source>Series to win</source>
        <translation>Séries pour gagner</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="38"/>
        <source>Two series</source>
        <translation>Deux séries</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="39"/>
        <source>Three series</source>
        <translation>Trois séries</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="41"/>
        <source>How many completed series a team needs to win the match.</source>
        <translation>Le nombre de séries complétées qu’il faut à une équipe pour gagner la partie.</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="47"/>
        <source>When the stock runs out</source>
        <translation>Quand la pioche est épuisée</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="53"/>
        <source>The match ends at the first missing draw</source>
        <translation>La partie s’arrête à la première pioche manquée</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="54"/>
        <source>Play on without drawing until no one can play</source>
        <translation>Continuer sans piocher jusqu’à ce que plus personne ne puisse jouer</translation>
    </message>
    <message>
        <location filename="../rules_engine/games/double_action/game.py" line="56"/>
        <source>What happens when a player must draw and the stock is empty: the match ends there, or everyone plays on from their hand until no card can be laid.</source>
        <translation>Ce qui se passe quand un joueur doit piocher et que la pioche est vide&#xa0;: la partie s’arrête là, ou chacun continue avec sa main jusqu’à ce qu’aucune carte ne puisse plus être posée.</translation>
    </message>
</context>
<context>
    <name>Percent</name>
    <message>
        <location filename="../desktop/table/text.py" line="46"/>
        <source>less than 1</source>
        <translation>moins de 1</translation>
    </message>
    <message>
        <location filename="../desktop/table/text.py" line="47"/>
        <source>more than 99</source>
        <translation>plus de 99</translation>
    </message>
</context>
<context>
    <name>PlainTable</name>
    <message>
        <location filename="../desktop/table/plain.py" line="137"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="154"/>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="158"/>
        <source>End of round %1</source>
        <translation>Fin de la manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="164"/>
        <location filename="../desktop/table/plain.py" line="272"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="165"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="166"/>
        <location filename="../desktop/table/plain.py" line="274"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="233"/>
        <source>You %1</source>
        <translation>Vous&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="235"/>
        <source>%1 %3</source>
        <comment>%1: a player&apos;s name; %2: what they did in the rules&apos; words (take 2); %3: the same said of them (takes 2)</comment>
        <translation>%1&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="308"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="310"/>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="312"/>
        <source>Your turn: choose an action.</source>
        <translation>À vous&#xa0;: choisissez une action.</translation>
    </message>
    <message>
        <location filename="../desktop/table/plain.py" line="315"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../desktop/shell/qt_gaps.py" line="16"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/shell/qt_gaps.py" line="17"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../desktop/history/play_on.py" line="51"/>
        <source>Play on from here</source>
        <translation>Reprendre d’ici</translation>
    </message>
    <message>
        <location filename="../desktop/history/play_on.py" line="52"/>
        <source>Play on</source>
        <translation>Jouer la suite</translation>
    </message>
    <message>
        <location filename="../desktop/history/play_on.py" line="55"/>
        <source>The replayed match&apos;s deal, played on from action %1.</source>
        <translation>La donne de la partie rejouée, reprise à partir de l’action&#xa0;%1.</translation>
    </message>
    <message>
        <location filename="../desktop/history/play_on.py" line="116"/>
        <source>Played on from %1, action %2.</source>
        <translation>Reprise de&#xa0;%1, à partir de l’action&#xa0;%2.</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="121"/>
        <source>To the deal (Home)</source>
        <translation>Au début de la donne (Début)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="125"/>
        <source>To the start of the round (Page Up)</source>
        <translation>Au début de la manche (Page préc.)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="127"/>
        <source>One action back (Left)</source>
        <translation>Une action en arrière (Gauche)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="131"/>
        <source>One action forward (Right)</source>
        <translation>Une action en avant (Droite)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="136"/>
        <source>To the next round (Page Down)</source>
        <translation>À la manche suivante (Page suiv.)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="138"/>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="23"/>
        <source>Seen by:</source>
        <translation>Vu par&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="26"/>
        <source>Why?</source>
        <translation>Pourquoi&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="27"/>
        <source>What the bot weighed for the last move (W)</source>
        <translation>Ce que le robot a pesé pour le dernier coup (W)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="31"/>
        <source>Play on from here…</source>
        <translation>Reprendre d’ici…</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="32"/>
        <source>A new match from this position, with the seats you choose</source>
        <translation>Une nouvelle partie à partir de cette position, avec les places de votre choix</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="145"/>
        <source>Position in the match</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="155"/>
        <source>Every hand open</source>
        <translation>Toutes les mains ouvertes</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="163"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="165"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="168"/>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="170"/>
        <source>Play at the bots&apos; pace (Space)</source>
        <translation>Jouer au rythme des robots (Espace)</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay_bar.py" line="183"/>
        <source>Action %1 of %2 · round %3</source>
        <translation>Action&#xa0;%1 sur&#xa0;%2 · manche&#xa0;%3</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay.py" line="351"/>
        <source>%1 cannot be played back:
%2</source>
        <translation>%1 ne peut pas être rejouée&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay.py" line="357"/>
        <source>Cannot open this replay</source>
        <translation>Impossible d’ouvrir cette rediffusion</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay.py" line="369"/>
        <source>Replay of %1.</source>
        <translation>Rediffusion de&#xa0;%1.</translation>
    </message>
    <message>
        <location filename="../desktop/history/replay.py" line="384"/>
        <source>Open a replay</source>
        <translation>Ouvrir une rediffusion</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../desktop/shell/home_banners.py" line="86"/>
        <source>Match in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home_banners.py" line="87"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../desktop/table/summary.py" line="160"/>
        <source>The match is over: you win!</source>
        <translation>La partie est terminée&#xa0;: vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="162"/>
        <source>The match is over: %1 wins!</source>
        <translation>La partie est terminée&#xa0;: %1 l’emporte&#x202f;!</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="156"/>
        <source>End of round %1</source>
        <translation>Fin de la manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="21"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="22"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="23"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="24"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="25"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="33"/>
        <source>called</source>
        <translation>a annoncé</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="35"/>
        <source>lowest</source>
        <translation>main la plus faible</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="37"/>
        <source>doubled</source>
        <translation>points doublés</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="39"/>
        <source>100 → 50</source>
        <translation>100 → 50</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/summary.py" line="41"/>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="167"/>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="134"/>
        <source>Final standings: %1</source>
        <translation>Classement final&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="172"/>
        <source>Home screen</source>
        <translation>Écran d’accueil</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="173"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary.py" line="186"/>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <location filename="../desktop/rules/printing.py" line="236"/>
        <source>page %1 / %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="345"/>
        <source>Rules of %1</source>
        <translation>%1 — Règles du jeu</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="68"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="73"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="78"/>
        <source>Export as PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="69"/>
        <source>See the printed pages before printing</source>
        <translation>Voir les pages telles qu’elles seront imprimées</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="74"/>
        <location filename="../desktop/rules/rules_view.py" line="502"/>
        <source>Print the rules</source>
        <translation>Imprimer les règles</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="79"/>
        <source>Save the rules as a PDF file</source>
        <translation>Enregistrer les règles dans un fichier PDF</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="83"/>
        <source>Find in the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="84"/>
        <source>Enter: next result, Shift+Enter: previous result</source>
        <translation>Entrée&#xa0;: résultat suivant, Maj+Entrée&#xa0;: résultat précédent</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="483"/>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="487"/>
        <source>Found: %1</source>
        <translation>Trouvés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="485"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="494"/>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="507"/>
        <source>%1 rules</source>
        <translation>%1 - règles du jeu</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="511"/>
        <source>Export the rules as PDF</source>
        <translation>Exporter les règles en PDF</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="513"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../desktop/rules/rules_view.py" line="523"/>
        <source>Could not print the rules</source>
        <translation>Impossible d’imprimer les règles</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <location filename="../desktop/shell/table_page.py" line="87"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/table_page.py" line="88"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../desktop/table/charts.py" line="368"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="369"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="407"/>
        <source>Out above %1</source>
        <translation>Éliminé au-delà de %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="441"/>
        <source>Scores will appear here.</source>
        <translation>Les scores s’afficheront ici.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop/table/charts.py" line="165"/>
        <location filename="../desktop/table/charts.py" line="194"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="165"/>
        <location filename="../desktop/table/charts.py" line="195"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="208"/>
        <source>Out of the match</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location filename="../desktop/table/charts.py" line="211"/>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../desktop/games/doubles_dread/items.py" line="366"/>
        <location filename="../desktop/table/plates.py" line="150"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="95"/>
        <source>(no name given)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="100"/>
        <source>All opponents</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="102"/>
        <source>Other players</source>
        <translation>Autres joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="259"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="265"/>
        <location filename="../desktop/history/statistics_page.py" line="271"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="308"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="309"/>
        <source>Rating (Elo)</source>
        <translation>Classement (Elo)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="367"/>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="369"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="384"/>
        <source>Cannot export</source>
        <translation>Export impossible</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="386"/>
        <source>The statistics could not be written to %1:
%2</source>
        <translation>Les statistiques n’ont pas pu être écrites dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="399"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="40"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="41"/>
        <source>&amp;Game:</source>
        <translation>J&amp;eu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="42"/>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="237"/>
        <source>No finished match yet: the statistics count the matches played to their end.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: les statistiques comptent les parties jouées jusqu’au bout.</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="231"/>
        <source>Reading the match files: %1 left…</source>
        <translation>Lecture des fichiers de partie&#xa0;: encore %1…</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="45"/>
        <source>Rating after each match, against the bot levels</source>
        <translation>Classement après chaque partie, face aux niveaux des robots</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="51"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="52"/>
        <source>Who sat at the table against the player</source>
        <translation>Qui était à table face au joueur</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="55"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="56"/>
        <source>Matches played to their end</source>
        <translation>Parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="59"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="60"/>
        <source>Matches finished first (a tie for first counts)</source>
        <translation>Parties finies en tête (une égalité en tête compte)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="63"/>
        <source>Avg. rank</source>
        <translation>Rang moy.</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="64"/>
        <source>Average place at the end (1 is first)</source>
        <translation>Place moyenne à la fin (1 = premier)</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="67"/>
        <source>Ranks</source>
        <translation>Rangs</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="68"/>
        <source>Best and worst place</source>
        <translation>Meilleure et pire place</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="71"/>
        <source>Avg. score</source>
        <translation>Score moy.</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="72"/>
        <source>Average final score</source>
        <translation>Score final moyen</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="75"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="76"/>
        <source>Highest and lowest final score</source>
        <translation>Score final le plus haut et le plus bas</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="79"/>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="80"/>
        <source>Most wins in a row</source>
        <translation>Le plus de victoires d’affilée</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="83"/>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../desktop/history/statistics_page.py" line="84"/>
        <source>+ wins in a row up to the last match, or − the matches played since the last win</source>
        <translation>+ victoires d’affilée jusqu’à la dernière partie, ou − parties jouées depuis la dernière victoire</translation>
    </message>
</context>
<context>
    <name>StonehengeTable</name>
    <message>
        <location filename="../desktop/games/stonehenge/playback.py" line="87"/>
        <location filename="../desktop/games/stonehenge/scene.py" line="344"/>
        <location filename="../desktop/games/stonehenge/scene.py" line="428"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="348"/>
        <source>%1 — the %2 stone for sale</source>
        <translation>%1 — la pierre couleur %2 est mise en vente</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="355"/>
        <source>%1 · first auction: one card each, no pass</source>
        <translation>%1 · première enchère&#xa0;: une carte chacun, pas de passe</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="362"/>
        <source>Deck: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="433"/>
        <source>%1 is bidding…</source>
        <translation>%1 mise…</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="438"/>
        <source>Your bid: %1. Seal it, add cards, or click a laid card to take it back.</source>
        <translation>Votre mise&#xa0;: %1. Scellez-la, ajoutez des cartes ou reprenez-en une d’un clic.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="445"/>
        <source>First auction: click one card to bid it, then seal.</source>
        <translation>Première enchère&#xa0;: cliquez sur une carte pour la miser, puis scellez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/scene.py" line="448"/>
        <source>Click cards of one colour (dolmen cards too) to build your bid, then seal; or pass.</source>
        <translation>Cliquez sur des cartes d’une seule couleur (et des cartes dolmen) pour composer votre mise, puis scellez&#x202f;; ou passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="29"/>
        <source>%1: the %2 stone</source>
        <translation>%1&#xa0;: la pierre couleur %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="35"/>
        <source>Next auction</source>
        <translation>Enchère suivante</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="48"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="50"/>
        <source>%1: %2, wins +%3</source>
        <translation>%1&#xa0;: %2, gagne +%3</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="53"/>
        <source>%1: %2, draws %3</source>
        <translation>%1&#xa0;: %2, pioche %3</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="59"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/summary.py" line="61"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="37"/>
        <source>dolmen card</source>
        <translation>carte dolmen</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="57"/>
        <source>%1 cards, %2</source>
        <translation>%1 cartes, %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="68"/>
        <source>%1 (dolmen cards only)</source>
        <translation>%1 (cartes dolmen seules)</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="70"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="73"/>
        <source>%1 with a dolmen card</source>
        <translation>%1 avec une carte dolmen</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="79"/>
        <source>Space %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="81"/>
        <source>Dolmen %1</source>
        <translation>Dolmen %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="93"/>
        <source>No bid above zero: the %1 stone leaves the game.</source>
        <translation>Aucune mise au-dessus de zéro&#xa0;: la pierre couleur %1 quitte la partie.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="102"/>
        <source>You win with %1, the only bid.</source>
        <translation>Vous gagnez avec %1, la seule mise.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="106"/>
        <source>%1 wins with %2, the only bid.</source>
        <translation>%1 gagne avec %2, la seule mise.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="113"/>
        <source>%1 is trump: %2 beats %3 (%4, %5).</source>
        <translation>Atout %1&#xa0;: %2 bat %3 (%4, %5).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="116"/>
        <source>A dolmen card cancels trump: %1 beats %2 (%3, %4).</source>
        <translation>Une carte dolmen annule l’atout&#xa0;: %1 bat %2 (%3, %4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="120"/>
        <source>The higher total wins: %1 beats %2 (%3, %4).</source>
        <translation>Le plus gros total gagne&#xa0;: %1 bat %2 (%3, %4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="124"/>
        <source>Equal totals, the higher top card wins: %1 beats %2 (%3, %4).</source>
        <translation>Totaux égaux, la plus haute carte gagne&#xa0;: %1 bat %2 (%3, %4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="128"/>
        <source>Equal totals and top cards, day beats night: %1 beats %2 (%3, %4).</source>
        <translation>Totaux et plus hautes cartes égaux, le jour bat la nuit&#xa0;: %1 bat %2 (%3, %4).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="229"/>
        <source>You lay %1 in your bid.</source>
        <translation>Vous posez %1 dans votre mise.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="230"/>
        <source>You lay a card face down.</source>
        <translation>Vous posez une carte face cachée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="232"/>
        <source>You take %1 back.</source>
        <translation>Vous reprenez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="233"/>
        <source>You take a card back.</source>
        <translation>Vous reprenez une carte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="137"/>
        <source>You seal a bid (cards: %1).</source>
        <translation>Vous scellez une mise (cartes&#xa0;: %1).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="138"/>
        <source>%1 seals a bid (cards: %2).</source>
        <translation>%1 scelle une mise (cartes&#xa0;: %2).</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="142"/>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="143"/>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="186"/>
        <source>You take the %1 stone: +%2, score %3.</source>
        <translation>Vous prenez la pierre couleur %1&#xa0;: +%2, score %3.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="194"/>
        <source>%1 takes the %2 stone: +%3, score %4.</source>
        <translation>%1 prend la pierre couleur %2&#xa0;: +%3, score %4.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="202"/>
        <source>You draw %1.</source>
        <translation>Vous piochez %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="147"/>
        <source>You draw cards: %1.</source>
        <translation>Vous piochez des cartes&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="39"/>
        <source>%1 %2 (day)</source>
        <translation>%1 %2 (jour)</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="41"/>
        <source>%1 %2 (night)</source>
        <translation>%1 %2 (nuit)</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="148"/>
        <source>%1 draws cards: %2.</source>
        <translation>%1 pioche des cartes&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="206"/>
        <source>The discard pile is shuffled into a new deck.</source>
        <translation>La défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="211"/>
        <source>%1: a %2 stone for sale.</source>
        <translation>%1&#xa0;: une pierre couleur %2 en vente.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="217"/>
        <source>The match is over: you win.</source>
        <translation>La partie est terminée&#xa0;: vous gagnez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="220"/>
        <source>The match is over: %1 wins.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="239"/>
        <source>Bid sealed (%1)</source>
        <translation>Mise scellée (%1)</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="243"/>
        <source>Bid under way (%1)</source>
        <translation>Mise en cours (%1)</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="250"/>
        <source>Score %1 · hand %2</source>
        <translation>Score %1 · main %2</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="241"/>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="162"/>
        <source>The stones are laid out and each player gets three cards. You open the first auction.</source>
        <translation>Les pierres sont posées et chaque joueur reçoit trois cartes. Vous ouvrez la première enchère.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="168"/>
        <source>The stones are laid out and each player gets three cards. %1 opens the first auction.</source>
        <translation>Les pierres sont posées et chaque joueur reçoit trois cartes. %1 ouvre la première enchère.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="244"/>
        <source>Waiting to bid</source>
        <translation>Attend de miser</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="260"/>
        <source>Next %1 stone: %2 on the ring, %3 on a dolmen</source>
        <translation>Prochaine pierre couleur %1&#xa0;: %2 sur le cercle, %3 sur un dolmen</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/text.py" line="271"/>
        <source>%1 is trump</source>
        <translation>Atout %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/controls.py" line="22"/>
        <source>Seal bid</source>
        <translation>Sceller la mise</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/controls.py" line="23"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/hints.py" line="16"/>
        <source>lay %1 in your bid</source>
        <translation>poser %1 dans votre mise</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/hints.py" line="20"/>
        <source>take %1 back</source>
        <translation>reprendre %1</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/hints.py" line="23"/>
        <source>seal your bid</source>
        <translation>sceller votre mise</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/hints.py" line="25"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="15"/>
        <source>Choose again, before any die is rolled</source>
        <translation>Choisir à nouveau, avant que le moindre dé soit lancé</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="16"/>
        <source>Roll the dice of the attack</source>
        <translation>Lancer les dés de l’attaque</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="17"/>
        <source>Leave the Treehouse die unused</source>
        <translation>Ne pas utiliser le dé Treehouse</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/controls.py" line="18"/>
        <source>Attack nobody this turn</source>
        <translation>N’attaquer personne ce tour-ci</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/controls.py" line="17"/>
        <source>Pass, when no card of your hand can be laid</source>
        <translation>Passer, quand aucune carte de votre main ne peut être posée</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/controls.py" line="18"/>
        <source>Move across the grid</source>
        <translation>Se déplacer sur la grille</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/controls.py" line="19"/>
        <source>Choose the cell in focus</source>
        <translation>Choisir la case sélectionnée au clavier</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="18"/>
        <source>In the auction: place the bid</source>
        <translation>Pendant les enchères : annoncer le montant</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="19"/>
        <source>In the auction: pass</source>
        <translation>Pendant les enchères : passer</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="20"/>
        <source>Show the last trick</source>
        <translation>Montrer la dernière levée</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/controls.py" line="21"/>
        <source>Walk the pawns and boats you may choose</source>
        <translation>Parcourir les pions et les barques que vous pouvez choisir</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="14"/>
        <source>Discard the selected cards</source>
        <translation>Défausser les cartes sélectionnées</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="15"/>
        <source>Call Dumble! with 10 points or less in hand</source>
        <translation>Annoncer «&#xa0;Dumble&#x202f;!&#xa0;» avec 10 points ou moins en main</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="16"/>
        <source>Draw from the stock</source>
        <translation>Piocher dans la pioche</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/controls.py" line="17"/>
        <source>Take that card of the discards on offer</source>
        <translation>Prendre cette carte parmi celles que vous pouvez prendre</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/controls.py" line="14"/>
        <source>Seal the cards laid as your bid</source>
        <translation>Sceller les cartes posées comme mise</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/controls.py" line="15"/>
        <source>Bid nothing for this stone</source>
        <translation>Ne rien miser pour cette pierre</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/controls.py" line="16"/>
        <source>Walk the cards of your hand</source>
        <translation>Parcourir les cartes de votre main</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="23"/>
        <location filename="../desktop/table/keys.py" line="24"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="25"/>
        <location filename="../desktop/table/keys.py" line="26"/>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="27"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="35"/>
        <source>Walk the choices on the table</source>
        <translation>Parcourir les choix sur la table</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="36"/>
        <source>Choose the one in focus</source>
        <translation>Choisir celui qui est sélectionné au clavier</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="37"/>
        <source>Take back a selection, or put a hint away</source>
        <translation>Annuler une sélection, ou ranger un indice</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="38"/>
        <source>Go on from a round&apos;s summary</source>
        <translation>Poursuivre après le bilan d’une manche</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="39"/>
        <source>In a replay: one action back, one forward</source>
        <translation>Dans une rediffusion&#xa0;: une action en arrière, une en avant</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="40"/>
        <source>In a replay: to the deal, to the end</source>
        <translation>Dans une rediffusion&#xa0;: au début de la donne, à la fin</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="41"/>
        <source>In a replay: a round back, a round on</source>
        <translation>Dans une rediffusion&#xa0;: une manche en arrière, une en avant</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="42"/>
        <source>In a replay: play at the bots&apos; pace, or pause</source>
        <translation>Dans une rediffusion&#xa0;: jouer au rythme des robots, ou faire une pause</translation>
    </message>
    <message>
        <location filename="../desktop/table/keys.py" line="43"/>
        <source>In a replay: why the bot played the last move</source>
        <translation>Dans une rediffusion&#xa0;: pourquoi le robot a joué le dernier coup</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/shell/table_page.py" line="219"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../desktop/shell/table_page.py" line="220"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../desktop/shell/table_page.py" line="221"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location filename="../desktop/shell/table_page.py" line="222"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../desktop/table/scene.py" line="397"/>
        <source>Not now: wait for your turn.</source>
        <translation>Pas maintenant&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../desktop/table/scene.py" line="399"/>
        <source>Not now: that is not a choice.</source>
        <translation>Pas maintenant&#xa0;: ce n’est pas un choix possible.</translation>
    </message>
    <message>
        <location filename="../desktop/table/scene.py" line="401"/>
        <source>Not now: %1</source>
        <translation>Pas maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/table/summary_host.py" line="50"/>
        <location filename="../desktop/table/summary_host.py" line="92"/>
        <source>Back to the summary</source>
        <translation>Retour au résumé</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../desktop/table/teams.py" line="17"/>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="25"/>
        <source>Welcome to Dumble. Each round, everyone tries to be left with as few points in hand as possible. Points add up from round to round: over 100 you are out, and the last player still in wins. This short round shows how a turn goes. Read each step, then play the glowing move or press Next.</source>
        <translation>Bienvenue dans Dumble. À chaque manche, chacun tâche de garder le moins de points possible en main. Les points s’additionnent d’une manche à l’autre&#xa0;: au-delà de 100, on est éliminé, et le dernier joueur encore en lice gagne. Cette courte manche montre comment se joue un tour. Lisez chaque étape, puis jouez le coup qui brille ou appuyez sur Suivant.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="37"/>
        <source>Your seven cards lie at the bottom of the table. An Ace is worth 1 point, a 2 to 10 its number, and a Jack, Queen or King 10 each; suits never count. Your hand is worth 50 points for now.</source>
        <translation>Vos sept cartes sont en bas de la table. Un As vaut 1 point, un 2 à 10 sa valeur, et un Valet, une Dame ou un Roi 10 chacun&#x202f;; la couleur ne compte jamais. Pour l’instant, votre main vaut 50 points.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="48"/>
        <source>In the middle: the stock, face down, and the Queen of hearts turned face up beside it. You were drawn to start. A turn is always the same: first you discard, then you draw exactly one card.</source>
        <translation>Au milieu&#xa0;: la pioche, face cachée, et la Dame de cœur retournée à côté. Le sort vous a désigné pour commencer. Un tour se déroule toujours de même&#xa0;: d’abord vous défaussez, puis vous piochez exactement une carte.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="59"/>
        <source>Discard first. One card on its own is always allowed. Throw away the Jack of hearts, a heavy card: click it, then press Discard.</source>
        <translation>D’abord la défausse. Une carte seule est toujours permise. Jetez le Valet de cœur, une carte lourde&#xa0;: cliquez dessus, puis sur Défausser.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="69"/>
        <source>Now draw one card: the top of the stock, unseen, or one of the cards the previous player discarded (on the first turn, the card turned up). Take the Queen of hearts: with your Queen of diamonds it makes a pair, which you can throw away together next turn.</source>
        <translation>Piochez maintenant une carte&#xa0;: celle du dessus de la pioche, sans la voir, ou l’une des cartes que le joueur précédent a défaussées (au premier tour, la carte retournée). Prenez la Dame de cœur&#xa0;: avec votre Dame de carreau, elle forme une paire, que vous pourrez jeter d’un coup au tour suivant.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="82"/>
        <source>The bot threw three 8s at once: a set, 2 to 4 cards of the same rank, whatever their suits. Then it drew from the stock. Its three 8s are now on offer to you, after your discard.</source>
        <translation>Le robot a jeté trois 8 à la fois&#xa0;: un brelan, c’est-à-dire 2 à 4 cartes de même valeur, quelles que soient leurs couleurs. Puis il a pioché. Ses trois 8 vous sont maintenant proposés, après votre défausse.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="93"/>
        <source>Discard your pair of Queens: two cards and 20 points gone in one turn. Click both, then press Discard.</source>
        <translation>Défaussez votre paire de Dames&#xa0;: deux cartes et 20 points de moins en un seul tour. Cliquez sur les deux, puis sur Défausser.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="103"/>
        <source>Take the 8 of diamonds from the bot&apos;s three 8s: it fits between your 7 and 9 of diamonds. The two 8s you leave become dead: nobody can take them any more.</source>
        <translation>Prenez le 8 de carreau parmi les trois 8 du robot&#xa0;: il s’intercale entre vos 7 et 9 de carreau. Les deux 8 que vous laissez sont morts&#xa0;: plus personne ne peut les prendre.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="115"/>
        <source>The bot threw two Kings, then took back the Queen of diamonds you had discarded. Watch what the others take: it tells you what they collect.</source>
        <translation>Le robot a jeté deux Rois, puis a repris la Dame de carreau que vous aviez défaussée. Observez ce que prennent les autres&#xa0;: cela dit ce qu’ils collectionnent.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="125"/>
        <source>Your 7, 8 and 9 of diamonds follow each other in one suit: a run. A run is always exactly three cards of the same suit, the Ace counting only below the 2. Discard it.</source>
        <translation>Vos 7, 8 et 9 de carreau se suivent dans une même couleur&#xa0;: c’est une suite. Une suite compte toujours exactement trois cartes de la même couleur, l’As ne venant qu’avant le 2. Défaussez-la.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="136"/>
        <source>The two Kings on offer would weigh 10 points each. Draw from the stock instead: click it.</source>
        <translation>Les deux Rois proposés pèseraient 10 points chacun. Piochez plutôt&#xa0;: cliquez sur la pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="147"/>
        <source>Count your hand: Ace, 2, 4 and 9, 16 points. At the start of your turn, with 10 points or less, you could call “Dumble!” instead of discarding, and the round would end. Not yet: the bot holds only two cards, so be quick.</source>
        <translation>Comptez votre main&#xa0;: As, 2, 4 et 9, soit 16 points. Au début de votre tour, avec 10 points ou moins, vous pourriez annoncer «&#xa0;Dumble&#x202f;!&#xa0;» au lieu de défausser, et la manche s’arrêterait. Pas encore&#xa0;: le robot n’a plus que deux cartes, alors faites vite.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="158"/>
        <source>Discard the 9 of hearts, your heaviest card.</source>
        <translation>Défaussez le 9 de cœur, votre carte la plus lourde.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="164"/>
        <source>The Queens on offer are heavy: draw from the stock again.</source>
        <translation>Les Dames proposées sont lourdes&#xa0;: piochez encore.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="173"/>
        <source>The bot calls “Dumble!” with 9 points in hand. A call ends the round at once: nobody plays again, every hand is shown, and the lowest hand scores 0.</source>
        <translation>Le robot annonce «&#xa0;Dumble&#x202f;!&#xa0;» avec 9 points en main. Une annonce termine la manche aussitôt&#xa0;: plus personne ne joue, toutes les mains sont montrées, et la main la plus basse marque 0.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="183"/>
        <source>But your hand is worth only 8: yours is the lowest, so you score 0. A caller who is not the lowest pays double: the bot scores 2 × 9 = 18. Calling is a gamble.</source>
        <translation>Mais votre main ne vaut que 8&#xa0;: c’est la plus basse, vous marquez donc 0. Celui qui annonce sans avoir la main la plus basse paie double&#xa0;: le robot marque 2 × 9 = 18. Annoncer est un pari.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dumble/tutorial.py" line="194"/>
        <source>Scores add up round after round: over 100 a player is out, and a total of exactly 100 drops back to 50. As the round&apos;s winner, you start the next one. You have seen a whole round: play this match on freely, or leave.</source>
        <translation>Les points s’additionnent de manche en manche&#xa0;: au-delà de 100, un joueur est éliminé, et un total d’exactement 100 redescend à 50. Vainqueur de la manche, vous commencez la suivante. Vous avez vu une manche entière&#xa0;: continuez librement cette partie, ou quittez-la.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="40"/>
        <source>Read this step first, then press Next.</source>
        <translation>Lisez d’abord cette étape, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="41"/>
        <source>The rules allow that move, but this lesson follows another one: %1. Play what glows on the table.</source>
        <translation>Les règles permettent ce coup, mais cette leçon en suit un autre&#xa0;:&#xa0;%1. Jouez ce qui brille sur la table.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="46"/>
        <source>%2 This lesson goes on with: %1.</source>
        <translation>%2 Cette leçon continue avec&#xa0;:&#xa0;%1.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="47"/>
        <source>the glowing choice</source>
        <translation>le choix qui brille</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="48"/>
        <source>First close the summary on the table with its glowing button.</source>
        <translation>Fermez d’abord le bilan sur la table avec son bouton qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="51"/>
        <source>The lesson is over: press Play on freely to go on with this match.</source>
        <translation>La leçon est finie&#xa0;: appuyez sur Continuer librement pour poursuivre cette partie.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="57"/>
        <source>The lesson and its match are over: start a new match, or leave.</source>
        <translation>La leçon et sa partie sont terminées&#xa0;: commencez une nouvelle partie, ou quittez.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/guide.py" line="307"/>
        <source>The lesson&apos;s match goes on freely.</source>
        <translation>La partie de la leçon continue librement.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/offer.py" line="56"/>
        <source>New to %1? A guided first match teaches it as you play.</source>
        <translation>Vous découvrez&#xa0;%1&#x202f;? Une première partie guidée vous l’apprend en jouant.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/offer.py" line="61"/>
        <location filename="../desktop/tutorial/panel.py" line="141"/>
        <source>Learn %1</source>
        <translation>Apprendre&#xa0;%1</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="145"/>
        <source>Lesson over</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="147"/>
        <source>Well done: that was the whole lesson, and the match is over. Start a match of your own from the summary&apos;s New match, or leave.</source>
        <translation>Bravo&#xa0;: c’était toute la leçon, et la partie est terminée. Commencez votre propre partie avec le bouton «&#xa0;Nouvelle partie&#xa0;» du résumé, ou quittez.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="153"/>
        <source>Well done: that was the whole lesson. Play this match on freely to its end, or leave it.</source>
        <translation>Bravo&#xa0;: c’était toute la leçon. Continuez librement cette partie jusqu’à sa fin, ou quittez-la.</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="162"/>
        <source>Step %1 of %2</source>
        <translation>Étape&#xa0;%1 sur&#xa0;%2</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="164"/>
        <source>already played</source>
        <translation>déjà joué</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="174"/>
        <source>Rule %1</source>
        <translation>Règle&#xa0;%1</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="35"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="36"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="39"/>
        <source>Play on freely</source>
        <translation>Continuer librement</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="40"/>
        <source>Go on with this match as a normal one, the bots playing as usual</source>
        <translation>Poursuivre cette partie comme une partie normale, les robots jouant comme d’habitude</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="46"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../desktop/tutorial/panel.py" line="47"/>
        <source>Leave the lesson for the home screen</source>
        <translation>Quitter la leçon pour l’écran d’accueil</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="34"/>
        <source>Welcome to Double&apos;s Dread. Each round, the players bid for the right to choose the boats; the winner must then take the points they promised in tricks, while the others try to stop them. The four boats lie face up: everyone sees every pawn. Here you play a whole round against one bot.</source>
        <translation>Bienvenue dans Double’s Dread. À chaque manche, les joueurs enchérissent pour le droit de choisir les barques&#x202f;; le vainqueur doit ensuite prendre dans les levées les points promis, tandis que les autres tentent de l’en empêcher. Les quatre barques sont à découvert&#xa0;: tout le monde voit tous les pions. Vous jouez ici toute une manche contre un robot.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="46"/>
        <source>Each colour has pawns of strength 1 to 6, a Shaman (7) and a Chief (8). Magic pawns, the 3 and the 6 of each colour in this match, are worth 5 points; the others 1 point.</source>
        <translation>Chaque couleur a des pions de force 1 à 6, un Chaman (7) et un Chef (8). Les pions magiques, le 3 et le 6 de chaque couleur dans cette partie, valent 5 points&#x202f;; les autres 1 point.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="57"/>
        <source>The auction: a bid is the number of points you promise to take this round. You open, and the first bid is at least 33. Press the glowing Bid button with 33 in the box.</source>
        <translation>L’enchère&#xa0;: une mise est le nombre de points que vous promettez de prendre dans la manche. Vous ouvrez, et la première mise vaut au moins 33. Appuyez sur le bouton Enchérir qui brille, avec 33 dans la case.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="70"/>
        <source>The bot passed, so you won the auction: you are South, and you must take at least 33 points this round. The bot plays against you.</source>
        <translation>Le robot a passé&#xa0;: vous remportez l’enchère. Vous êtes Sud, et devez prendre au moins 33 points dans cette manche. Le robot joue contre vous.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="80"/>
        <source>The hand-out: South keeps two boats and hands the others to the opponent. First choose the boat you play at South: take the glowing one, with the red and yellow Chiefs and the green Shaman.</source>
        <translation>La distribution&#xa0;: Sud garde deux barques et donne les autres à l’adversaire. Choisissez d’abord la barque que vous jouez au Sud&#xa0;: prenez celle qui brille, avec les Chefs rouge et jaune et le Chaman vert.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="91"/>
        <source>Your second boat goes to North, across the lagoon: take the one with the green Chief.</source>
        <translation>Votre seconde barque va au Nord, de l’autre côté du lagon&#xa0;: prenez celle qui porte le Chef vert.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="100"/>
        <source>The two boats left go to the bot: the one you click now plays West, the last one East. Around the lagoon the boats play in turn: South, West, North, East.</source>
        <translation>Les deux barques restantes vont au robot&#xa0;: celle sur laquelle vous cliquez maintenant joue Ouest, la dernière Est. Autour du lagon, les barques jouent à tour de rôle&#xa0;: Sud, Ouest, Nord, Est.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="110"/>
        <source>South names the boat that leads the first trick. Let your South boat lead: click it.</source>
        <translation>Sud désigne la barque qui entame la première levée. Faites entamer votre barque Sud&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="119"/>
        <source>Every boat plays one pawn onto the monster in each trick. Lead your yellow Chief: yellow becomes the asked colour.</source>
        <translation>À chaque levée, chaque barque joue un pion sur le monstre. Entamez avec votre Chef jaune&#xa0;: le jaune devient la couleur demandée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="130"/>
        <source>Now your North boat plays. Its only yellow pawn is the Shaman, and a boat that holds the asked colour must play it, even when it cannot win. Play the yellow Shaman.</source>
        <translation>C’est au tour de votre barque Nord. Son seul pion jaune est le Chaman, et une barque qui a la couleur demandée doit la jouer, même sans pouvoir gagner. Jouez le Chaman jaune.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="142"/>
        <source>Your yellow Chief is the strongest yellow pawn: your South boat wins the trick and takes its four pawns.</source>
        <translation>Votre Chef jaune est le pion jaune le plus fort&#xa0;: votre barque Sud gagne la levée et prend ses quatre pions.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="152"/>
        <source>The winner of a trick decides who leads the next one. Lead again from your South boat.</source>
        <translation>Le gagnant d’une levée décide qui entame la suivante. Entamez de nouveau avec votre barque Sud.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="162"/>
        <source>Lead your red Chief: red is asked.</source>
        <translation>Entamez avec votre Chef rouge&#xa0;: le rouge est demandé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="169"/>
        <source>West has no red pawn. Its blue Chief has the same strength as your red Chief on the monster, so it changes the colour: the monster swallows every face-up red pawn, your Chief included, and blue is asked now.</source>
        <translation>Ouest n’a pas de pion rouge. Son Chef bleu a la même force que votre Chef rouge posé sur le monstre&#xa0;: il change donc la couleur. Le monstre avale tous les pions rouges visibles, votre Chef compris, et c’est maintenant le bleu qui est demandé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="180"/>
        <source>Swallowed pawns stay in the monster, face down, until the round ends. Whoever wins the last trick takes them all, magic pawns included: the last trick can be worth a lot.</source>
        <translation>Les pions avalés restent dans le monstre, face cachée, jusqu’à la fin de la manche. Qui gagne la dernière levée les prend tous, pions magiques compris&#xa0;: la dernière levée peut rapporter gros.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="191"/>
        <source>North must now follow blue: play its only blue pawn, the 1.</source>
        <translation>Nord doit maintenant fournir du bleu&#xa0;: jouez son seul pion bleu, le 1.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="200"/>
        <source>West&apos;s blue Chief won that trick, and West leads the yellow 6. North has no yellow. A pawn of the same strength as a face-up pawn changes the colour; any other is a discard, swallowed at once. Play the red 6: the monster swallows the yellow 6, a magic pawn, and red is asked.</source>
        <translation>Le Chef bleu d’Ouest a gagné cette levée, et Ouest entame le 6 jaune. Nord n’a pas de jaune. Un pion de même force qu’un pion visible change la couleur&#x202f;; tout autre est une défausse, avalée aussitôt. Jouez le 6 rouge&#xa0;: le monstre avale le 6 jaune, un pion magique, et le rouge est demandé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="213"/>
        <source>South follows red with its Shaman, the strongest red pawn on the monster: you win this trick.</source>
        <translation>Sud fournit du rouge avec son Chaman, le pion rouge le plus fort sur le monstre&#xa0;: vous gagnez cette levée.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="223"/>
        <source>Five tricks are left, one for each pawn still in a boat. You won, so you name the boat that leads the fourth trick: South again.</source>
        <translation>Il reste cinq levées, une par pion encore dans chaque barque. Vous avez gagné&#xa0;: c’est donc vous qui désignez la barque qui entame la quatrième levée&#xa0;: de nouveau Sud.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="233"/>
        <source>Lead the green 4: green is asked.</source>
        <translation>Entamez avec le 4 vert&#xa0;: le vert est demandé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="240"/>
        <source>North must follow green as well, with its 3 or its Chief. Keep the Chief for later: play the green 3.</source>
        <translation>Nord doit fournir du vert lui aussi, avec son 3 ou son Chef. Gardez le Chef pour plus tard&#xa0;: jouez le 3 vert.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="251"/>
        <source>East&apos;s green 5 took the fourth trick, your magic green 3 with it: 8 points for the bot. East now leads the yellow 5. South must follow yellow: play the yellow 4.</source>
        <translation>Le 5 vert d’Est a pris la quatrième levée, et votre 3 vert magique avec elle&#xa0;: 8 points pour le robot. Est entame maintenant avec le 5 jaune. Sud doit fournir du jaune&#xa0;: jouez le 4 jaune.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="263"/>
        <source>West&apos;s blue 4 has the strength of your yellow 4: it changes the colour, and the monster swallows both yellow pawns. North has no blue, and its red 2 matches no pawn on the monster: play it as a discard, swallowed at once.</source>
        <translation>Le 4 bleu d’Ouest a la force de votre 4 jaune&#xa0;: il change la couleur, et le monstre avale les deux pions jaunes. Nord n’a pas de bleu, et son 2 rouge ne correspond à aucun pion du monstre&#xa0;: jouez-le en défausse, il est avalé aussitôt.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="275"/>
        <source>West&apos;s lone blue 4 won that trick, and East leads the green 2. South must follow green: play the green 6.</source>
        <translation>Le 4 bleu d’Ouest, resté seul, a gagné cette levée, et Est entame avec le 2 vert. Sud doit fournir du vert&#xa0;: jouez le 6 vert.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="286"/>
        <source>West&apos;s blue 2 changes the colour again: your magic green 6 goes into the monster. It is not lost yet: the winner of the last trick takes everything the monster holds. North has no blue: discard the red 4.</source>
        <translation>Le 2 bleu d’Ouest change de nouveau la couleur&#xa0;: votre 6 vert magique part dans le monstre. Il n’est pas encore perdu&#xa0;: le gagnant de la dernière levée prend tout ce que contient le monstre. Nord n’a pas de bleu&#xa0;: défaussez le 4 rouge.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="298"/>
        <source>West won and named your North boat to lead: the winner of a trick may name any boat, even an opponent&apos;s. Lead the green Chief.</source>
        <translation>Ouest a gagné et a désigné votre barque Nord pour entamer&#xa0;: le gagnant d’une levée peut désigner n’importe quelle barque, même celle d’un adversaire. Entamez avec le Chef vert.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="309"/>
        <source>East discarded its red 3, a magic pawn, into the monster. South follows green with its last green pawn, the Shaman.</source>
        <translation>Est a défaussé son 3 rouge, un pion magique, dans le monstre. Sud fournit du vert avec son dernier pion vert, le Chaman.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="320"/>
        <source>Your green Chief took the seventh trick. You have 13 points, far from your 33, and the monster holds ten pawns. One trick is left, and its winner takes them: lead from North.</source>
        <translation>Votre Chef vert a pris la septième levée. Vous avez 13 points, loin de vos 33, et le monstre contient dix pions. Il reste une levée, et son gagnant les prend&#xa0;: entamez depuis Nord.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="331"/>
        <source>North&apos;s last pawn is the red 5: play it.</source>
        <translation>Le dernier pion de Nord est le 5 rouge&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="338"/>
        <source>East&apos;s blue Shaman matches no strength on the monster: a discard. South has no red either: its yellow 3 is a discard too.</source>
        <translation>Le Chaman bleu d’Est ne correspond à aucune force du monstre&#xa0;: c’est une défausse. Sud n’a pas de rouge non plus&#xa0;: son 3 jaune est aussi une défausse.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="349"/>
        <source>Your red 5 won the last trick, so the monster pays out to you: the thirteen pawns it swallowed this round, five of them magic, 33 points. Without them you would have taken only 14.</source>
        <translation>Votre 5 rouge a gagné la dernière levée&#xa0;: le monstre vous rend donc tout&#xa0;: les treize pions avalés pendant cette manche, dont cinq magiques, soit 33 points. Sans eux, vous n’en auriez pris que 14.</translation>
    </message>
    <message>
        <location filename="../desktop/games/doubles_dread/tutorial.py" line="360"/>
        <source>The round is scored, as the summary shows. You promised 33 and took 47: as South you made your bid and score your 47 points; the bot scores nothing. Had you fallen short, you would have scored 0, and the bot its own points plus your bid. The bot opens the second round&apos;s auction: play it on freely, or leave.</source>
        <translation>La manche est comptée, comme le montre le résumé. Vous aviez promis 33 et vous en avez pris 47&#xa0;: en tant que Sud, vous avez tenu votre enchère et marquez vos 47 points&#x202f;; le robot ne marque rien. Si vous aviez manqué votre enchère, vous auriez marqué 0, et le robot ses propres points plus votre enchère. Le robot ouvre les enchères de la deuxième manche&#xa0;: continuez librement, ou quittez la leçon.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="39"/>
        <source>Welcome to the Stonehenge auction. An auctioneer walks round the stone circle and sells one stone at a time; you bid for it with the cards in your hand. Stones move you along the score track, and the first to 20 points wins. Here you play four auctions against two bots.</source>
        <translation>Bienvenue aux enchères de Stonehenge. Un commissaire-priseur fait le tour du cercle de pierres et vend une pierre à la fois&#x202f;; vous enchérissez avec les cartes de votre main. Les pierres vous font avancer sur la piste de score, et le premier à 20 points gagne. Vous jouez ici quatre enchères contre deux robots.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="51"/>
        <source>The stone for sale is green, so green is trump in this auction. A card&apos;s colour comes from its number: your 9 is green, your 16 yellow and your 6 grey. No stone is grey: grey is never trump.</source>
        <translation>La pierre à vendre est verte&#xa0;: le vert est donc l’atout de cette enchère. La couleur d’une carte vient de son nombre&#xa0;: votre 9 est vert, votre 16 jaune et votre 6 gris. Aucune pierre n’est grise&#xa0;: le gris n’est jamais atout.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="62"/>
        <source>In the first auction everyone bids exactly one card, face down, and you were drawn to open. Lay your green 9 in your bid: click it.</source>
        <translation>À la première enchère, chacun mise exactement une carte, face cachée, et le sort vous a désigné pour ouvrir. Posez votre 9 vert dans votre mise&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="72"/>
        <source>Now seal your bid with the glowing Seal bid button. The others will see that you bid one card, never which one.</source>
        <translation>Scellez maintenant votre mise avec le bouton Sceller la mise qui brille. Les autres verront que vous avez misé une carte, jamais laquelle.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="84"/>
        <source>All the bids are turned up together. One bot bid 28, far more than your 9, but in yellow: a bid in the trump colour beats every bid in another colour, whatever the numbers. The green stone is yours.</source>
        <translation>Toutes les mises sont retournées ensemble. Un robot a misé 28, bien plus que votre 9, mais en jaune&#xa0;: une mise dans la couleur d’atout bat toute mise d’une autre couleur, quels que soient les nombres. La pierre verte est à vous.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="95"/>
        <source>A stone from the ring scores 1 point, plus 1 for every stone of its colour you already own. This is your first green stone: 1 point.</source>
        <translation>Une pierre du cercle rapporte 1 point, plus 1 pour chaque pierre de sa couleur que vous possédez déjà. C’est votre première pierre verte&#xa0;: 1 point.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="105"/>
        <source>Then the bid cards are discarded and hands are refilled: the winner draws nothing, the lowest bid above zero draws two cards, every other player one. The bot that bid 8 draws two.</source>
        <translation>Puis les cartes misées sont défaussées et les mains complétées&#xa0;: le gagnant ne pioche rien, la plus petite mise au-dessus de zéro pioche deux cartes, chaque autre joueur une. Le robot qui a misé 8 pioche deux cartes.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="116"/>
        <source>Next comes a blue stone: blue is trump. As the last winner you open. From now on you may pass, and a bid may hold several cards of one colour. You have no blue card, but a cheap bid still pays: the lowest bid draws two cards. Lay your grey 6.</source>
        <translation>Vient ensuite une pierre bleue&#xa0;: le bleu est atout. Gagnant de la dernière enchère, vous ouvrez. Désormais vous pouvez passer, et une mise peut compter plusieurs cartes d’une même couleur. Vous n’avez pas de carte bleue, mais une petite mise rapporte quand même&#xa0;: la plus petite mise pioche deux cartes. Posez votre 6 gris.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="29"/>
        <source>Seal your bid.</source>
        <translation>Scellez votre mise.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="130"/>
        <source>A bot wins the blue stone with its blue 20, in trump. Your 6 is the lowest bid above zero, so you draw two cards: one more than if you had passed.</source>
        <translation>Un robot remporte la pierre bleue avec son 20 bleu, à l’atout. Votre 6 est la plus petite mise au-dessus de zéro&#xa0;: vous piochez deux cartes, une de plus que si vous aviez passé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="141"/>
        <source>A yellow stone now, and you hold two yellow cards: trump. The bot that won opened and laid two cards; the other passed. Lay your yellow 10: alone, a trump card beats any bid in another colour.</source>
        <translation>Une pierre jaune maintenant, et vous tenez deux cartes jaunes&#xa0;: de l’atout. Le robot qui a gagné a ouvert et posé deux cartes&#x202f;; l’autre a passé. Posez votre 10 jaune&#xa0;: seule, une carte d’atout bat toute mise d’une autre couleur.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="153"/>
        <source>The bot&apos;s bid held a dolmen card. When a dolmen card is bid, the auction has no trump at all: only the totals count, so its blue 14 beats your 10. Dolmen cards are the answer to a trump bid. Your 10, the lowest bid, draws two cards.</source>
        <translation>La mise du robot contenait une carte dolmen. Quand une carte dolmen est misée, l’enchère n’a plus d’atout du tout&#xa0;: seuls les totaux comptent, et son 14 bleu bat votre 10. Les cartes dolmen sont la réponse à une mise d’atout. Votre 10, la plus petite mise, pioche deux cartes.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="166"/>
        <source>Green again, so green is trump, and you just drew the green 27. Lay it: it beats the grey 30 the other bot bid.</source>
        <translation>De nouveau du vert, donc le vert est atout, et vous venez de piocher le 27 vert. Posez-le&#xa0;: il bat le 30 gris que l’autre robot a misé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="177"/>
        <source>Your second green stone scores 1 point plus 1 for the green you already owned: 2 points. Each stone of a colour you collect makes the next one worth more, and the five dolmens sold at the end of the walk score double.</source>
        <translation>Votre deuxième pierre verte rapporte 1 point, plus 1 pour la verte que vous aviez déjà&#xa0;: 2 points. Chaque pierre d’une couleur que vous réunissez rend la suivante plus précieuse, et les cinq dolmens vendus à la fin du tour comptent double.</translation>
    </message>
    <message>
        <location filename="../desktop/games/stonehenge/tutorial.py" line="188"/>
        <source>The match ends when a player reaches 20 points, or after the last dolmen, with the highest score winning. Play this match on freely, or leave.</source>
        <translation>La partie se termine quand un joueur atteint 20 points, ou après le dernier dolmen, et le meilleur score l’emporte. Continuez librement cette partie, ou quittez-la.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="43"/>
        <source>Welcome to Double Action. Two teams race to line up five chips in a row, a column or a diagonal: such a line is a series, and the first team with two series wins. Here you play a whole short match against one bot: your chips are one colour, the bot&apos;s the other.</source>
        <translation>Bienvenue dans Double Action. Deux équipes font la course pour aligner cinq jetons sur une ligne, une colonne ou une diagonale&#xa0;: un tel alignement est une série, et la première équipe qui en a deux gagne. Vous jouez ici toute une courte partie contre un robot&#xa0;: vos jetons sont d’une couleur, ceux du robot de l’autre.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="55"/>
        <source>Every card of the deck except the Jacks is printed on two cells of the board, far apart; the four corners show a joker. Your eight cards are at the bottom of the table.</source>
        <translation>Chaque carte du jeu, sauf les valets, figure sur deux cases du plateau, éloignées l’une de l’autre&#x202f;; les quatre coins montrent un joker. Vos huit cartes sont en bas de la table.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="66"/>
        <source>A turn: lay a card from your hand, put a chip on a free cell showing that card, and the table draws you a new card. Lay your 7♣.</source>
        <translation>Un tour&#xa0;: posez une carte de votre main, placez un jeton sur une case libre qui montre cette carte, et la table vous fait piocher une nouvelle carte. Posez votre 7♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="76"/>
        <source>The 7♣ is on two cells, and both are lit. Put your chip on the one in the third row from the top: you will build a column down from it.</source>
        <translation>Le 7♣ figure sur deux cases, toutes deux éclairées. Placez votre jeton sur celle de la troisième rangée en partant du haut&#xa0;: vous bâtirez une colonne vers le bas à partir d’elle.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="87"/>
        <source>The bot laid a Jack. A Jack is wild: it puts a chip on any free cell. The bot took a cell of the K♠, a card you hold: only its other cell is left for it now.</source>
        <translation>Le robot a posé un valet. Un valet est joker&#xa0;: il place un jeton sur n’importe quelle case libre. Le robot a pris une case du R♠, une carte que vous avez en main&#xa0;: il ne lui reste plus que son autre case.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="98"/>
        <source>You drew the 3♣. One of its cells is in the same column, four rows below your 7♣: lay it.</source>
        <translation>Vous avez pioché le 3♣. L’une de ses cases est dans la même colonne, quatre rangées sous votre 7♣&#xa0;: posez-le.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="108"/>
        <source>Put the chip on the 3♣ four rows below your 7♣.</source>
        <translation>Placez le jeton sur le 3♣ situé quatre rangées sous votre 7♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="115"/>
        <source>Your 3♣ also starts a diagonal that runs down to the joker corner at the bottom left. Lay the 5♦: one of its cells lies on that diagonal.</source>
        <translation>Votre 3♣ ouvre aussi une diagonale qui descend jusqu’au coin joker en bas à gauche. Posez le 5♦&#xa0;: l’une de ses cases se trouve sur cette diagonale.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="125"/>
        <source>Put the chip on the 5♦ just below and left of your 3♣. A joker corner never holds a chip but counts for both teams, so a line that reaches it needs only four chips.</source>
        <translation>Placez le jeton sur le 5♦ juste en dessous et à gauche de votre 3♣. Un coin joker ne reçoit jamais de jeton mais compte pour les deux équipes&#xa0;: un alignement qui l’atteint n’a besoin que de quatre jetons.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="137"/>
        <source>Back to the column: lay the Q♦, whose cell is just below your 7♣.</source>
        <translation>Retour à la colonne&#xa0;: posez la D♦, dont la case est juste sous votre 7♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="145"/>
        <source>Put the chip on the Q♦ right below your 7♣.</source>
        <translation>Placez le jeton sur la D♦, juste sous votre 7♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="152"/>
        <source>The bot laid the Q♣, the only one in the deck. The gap left in your diagonal shows the Q♣: from now on only a Jack can fill it. Keep your J♥ for it. Lay the 8♥ for the column.</source>
        <translation>Le robot a posé la D♣, la seule du jeu. Le trou qui reste dans votre diagonale montre la D♣&#xa0;: désormais, seul un valet peut le combler. Gardez votre V♥ pour lui. Posez le 8♥ pour la colonne.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="163"/>
        <source>Put the chip on the 8♥ of your column, just above the 3♣.</source>
        <translation>Placez le jeton sur le 8♥ de votre colonne, juste au-dessus du 3♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="172"/>
        <source>You drew the A♣. One of its cells is the other end of your diagonal, next to your 8♥: lay it.</source>
        <translation>Vous avez pioché l’A♣. L’une de ses cases est l’autre bout de votre diagonale, à côté de votre 8♥&#xa0;: posez-le.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="182"/>
        <source>Put the chip on the A♣ to the right of your 8♥.</source>
        <translation>Placez le jeton sur l’A♣, à droite de votre 8♥.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="189"/>
        <source>You drew the J♣. The black Jacks (clubs and spades) have a second use: instead of placing a chip, they take one of the other team&apos;s chips off the board. Lay the J♣.</source>
        <translation>Vous avez pioché le V♣. Les valets noirs (trèfle et pique) ont un second usage&#xa0;: au lieu de placer un jeton, ils retirent du plateau un jeton de l’autre équipe. Posez le V♣.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="200"/>
        <source>Take off the bot&apos;s chip on the 4♣, pressed against your column: click it. Its cell is free again, and you place no chip this turn.</source>
        <translation>Retirez le jeton du robot posé sur le 4♣, collé à votre colonne&#xa0;: cliquez dessus. Sa case redevient libre, et vous ne placez aucun jeton ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="211"/>
        <source>You drew the 5♥, and the last gap of your column shows it. Lay it.</source>
        <translation>Vous avez pioché le 5♥, et c’est lui que montre le dernier trou de votre colonne. Posez-le.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="220"/>
        <source>Put the chip in the gap: five of your chips in one column make a series.</source>
        <translation>Placez le jeton dans le trou&#xa0;: cinq de vos jetons dans une même colonne forment une série.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="229"/>
        <source>A series counts at once, and its chips are locked: no black Jack can take them off any more. One more series and you win.</source>
        <translation>Une série compte aussitôt, et ses jetons sont immobilisés&#xa0;: plus aucun valet noir ne peut les retirer. Encore une série et vous gagnez.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="240"/>
        <source>The bot&apos;s second Jack took the other cell of the K♠: both are covered, so your K♠ is dead and can no longer be laid. At the start of your turn you may exchange one dead card for a new one. Exchange the K♠.</source>
        <translation>Le second valet du robot a pris l’autre case du R♠&#xa0;: toutes deux sont couvertes, votre R♠ est donc une carte morte et ne peut plus être posé. Au début de votre tour, vous pouvez échanger une carte morte contre une nouvelle. Échangez le R♠.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="251"/>
        <source>Your turn goes on as usual. Now the J♥ you kept: a red Jack only places a chip, anywhere. Lay it.</source>
        <translation>Votre tour continue comme d’habitude. Voici le V♥ que vous aviez gardé&#xa0;: un valet rouge ne fait que placer un jeton, où vous voulez. Posez-le.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="261"/>
        <source>Fill the Q♣ gap of your diagonal. With the corner, it makes a second series, and it reuses the 3♣ chip of your first one: a new series may share one chip with each series your team has completed.</source>
        <translation>Comblez le trou de la D♣ dans votre diagonale. Avec le coin, il forme une seconde série, qui réutilise le jeton du 3♣ de la première&#xa0;: une nouvelle série peut partager un jeton avec chacune des séries déjà complétées par votre équipe.</translation>
    </message>
    <message>
        <location filename="../desktop/games/double_action/tutorial.py" line="272"/>
        <source>Two series: you win the match. Against stronger bots, block their lines early, count the cards whose cells are taken, and keep your Jacks for the last gap.</source>
        <translation>Deux séries&#xa0;: vous gagnez la partie. Face à des robots plus forts, bloquez tôt leurs alignements, comptez les cartes dont les cases sont prises, et gardez vos valets pour le dernier trou.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="39"/>
        <source>Welcome to Dog Eat Dog. Everyone plays nine pyramids of one colour: three small, three medium and three large, with 1, 2 or 3 pips. Your pyramids jump on the others&apos; to take them, and dice decide every fight. At the end, the pyramids of other colours you hold score points. Here you play red to the match&apos;s end, against an orange bot and a yellow bot, with the Treehouse die in play.</source>
        <translation>Bienvenue dans Dog Eat Dog. Chacun joue neuf pyramides d’une couleur&#xa0;: trois petites, trois moyennes et trois grandes, avec 1, 2 ou 3 encoches. Vos pyramides sautent sur celles des autres pour les prendre, et les dés tranchent chaque combat. À la fin, les pyramides des autres couleurs que vous détenez rapportent des points. Ici, vous jouez les rouges jusqu’à la fin de la partie contre un robot orange et un robot jaune, avec le dé Treehouse en jeu.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="53"/>
        <source>To see who starts, everyone rolled one die. You and the yellow bot tied on 5 and rolled again: your 5 beat its 4, so you begin, and the turns then go round the table.</source>
        <translation>Pour savoir qui commence, chacun a lancé un dé. Le robot jaune et vous avez fait 5 tous les deux, puis relancé&#xa0;: votre 5 bat son 4, vous commencez donc, et les tours font ensuite le tour de la table.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="64"/>
        <source>Your turn. First choose the attacker: one of your pyramids standing alone and upright. A pyramid rolls one die per pip, so a large one rolls three. Click your glowing large pyramid.</source>
        <translation>À vous. Choisissez d’abord l’attaquante&#xa0;: une de vos pyramides seule et debout. Une pyramide lance un dé par encoche, une grande en lance donc trois. Cliquez sur votre grande pyramide qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="75"/>
        <source>Now choose the target: a pyramid of another colour standing alone, or the top of a stack that someone else controls. Click the orange bot&apos;s glowing small pyramid.</source>
        <translation>Choisissez maintenant la cible&#xa0;: une pyramide seule d’une autre couleur, ou le sommet d’une pile qu’un autre joueur contrôle. Cliquez sur la petite pyramide du robot orange, qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="86"/>
        <source>The fight: each side rolls its dice and keeps only its best die; the dice are never added. The higher die wins. Leave the Treehouse die box unticked this time and press the glowing Roll button.</source>
        <translation>Le combat&#xa0;: chaque camp lance ses dés et ne garde que le meilleur&#x202f;; les dés ne s’additionnent jamais. Le plus haut l’emporte. Laissez cette fois la case «&#xa0;Dé Treehouse&#xa0;» décochée et appuyez sur le bouton «&#xa0;Lancer&#xa0;» qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="98"/>
        <source>Your best die, a 6, beats its 2: your large pyramid now sits on top of the small one. Together they make a stack, and a stack belongs to the owner of its top pyramid: you control this one.</source>
        <translation>Votre meilleur dé, un 6, bat son 2&#xa0;: votre grande pyramide se pose sur la petite. Ensemble, elles forment une pile, et une pile appartient au propriétaire de la pyramide du sommet&#xa0;: c’est vous qui contrôlez celle-ci.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="109"/>
        <source>Nobody may attack a stack that holds one of their own pyramids: the orange bot, whose small pyramid lies underneath, can never attack this stack, but the yellow bot can. And your large pyramid, now on a stack, can no longer attack: only lone pyramids do.</source>
        <translation>Nul ne peut attaquer une pile qui contient une de ses propres pyramides&#xa0;: le robot orange, dont la petite est dessous, ne pourra jamais attaquer cette pile, mais le robot jaune le peut. Et votre grande pyramide, désormais sur une pile, ne peut plus attaquer&#xa0;: seules les pyramides seules attaquent.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="122"/>
        <source>The orange bot attacked the yellow bot&apos;s small pyramid with its large one. Both best dice were 5. On a tie the smaller pyramid wins (between equal sizes, the defender): the attack failed.</source>
        <translation>Le robot orange a attaqué la petite pyramide du robot jaune avec sa grande. Les deux meilleurs dés valaient 5. En cas d’égalité, la plus petite pyramide l’emporte (à taille égale, c’est le défenseur)&#xa0;: l’attaque a échoué.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="133"/>
        <source>Losing against a lone pyramid costs little: both pyramids only tip over onto their side. A tipped pyramid can neither attack nor be attacked; it stands up again at the start of its owner&apos;s next turn.</source>
        <translation>Perdre contre une pyramide seule coûte peu&#xa0;: les deux pyramides basculent simplement sur le flanc. Une pyramide couchée ne peut ni attaquer ni être attaquée&#x202f;; elle se redresse au début du prochain tour de son propriétaire.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="145"/>
        <source>The yellow bot attacked your stack with a medium pyramid. Against a stack the attacker rolls once, and the stack&apos;s pyramids defend one by one from the top down against that same roll: the attacker must beat them all. Your large pyramid rolled a 5 against its 4, so the stack stays as it was.</source>
        <translation>Le robot jaune a attaqué votre pile avec une moyenne. Contre une pile, l’attaquante ne lance qu’une fois, et les pyramides de la pile se défendent une à une, du sommet vers le bas, contre ce même jet&#xa0;: l’attaquante doit toutes les battre. Votre grande a fait 5 contre son 4&#xa0;: la pile reste telle quelle.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="157"/>
        <source>Attacking a stack is risky: the owner of the defender that wins captures the attacker for good. That medium pyramid is now yours, kept beside the table, and it counts for you at the end.</source>
        <translation>Attaquer une pile est risqué&#xa0;: le propriétaire du défenseur vainqueur capture l’attaquante pour de bon. Cette moyenne est désormais à vous, gardée à côté de la table, et elle compte pour vous à la fin.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="168"/>
        <source>Your turn again. Only a medium or large attacker may use the Treehouse die, and your large one sits on a stack: attack with your glowing medium pyramid.</source>
        <translation>À vous de nouveau. Seule une attaquante moyenne ou grande peut utiliser le dé Treehouse, et votre grande est sur une pile&#xa0;: attaquez avec votre moyenne qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="178"/>
        <source>Target the yellow bot&apos;s glowing small pyramid.</source>
        <translation>Visez la petite pyramide du robot jaune, qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="184"/>
        <source>The Treehouse die may replace one of your dice: your medium then rolls one ordinary die and the Treehouse die, whose faces read TIP, HOP, SWAP, DIG, AIM and WILD. The Treehouse die box is ticked for you: press the glowing Roll button.</source>
        <translation>Le dé Treehouse peut remplacer un de vos dés&#xa0;: votre moyenne lance alors un dé ordinaire et le dé Treehouse, dont les faces portent TIP, HOP, SWAP, DIG, AIM et WILD. La case «&#xa0;Dé Treehouse&#xa0;» est cochée pour vous&#xa0;: appuyez sur le bouton «&#xa0;Lancer&#xa0;» qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="196"/>
        <source>HOP: the attack succeeds at once, and the defender does not even roll. Your medium pyramid sits on the small one: a second stack of yours. TIP would have made the attack fail at once; SWAP, DIG, AIM and WILD each give an extra move once the fight is over.</source>
        <translation>HOP&#xa0;: l’attaque réussit d’emblée, sans même que le défenseur lance. Votre moyenne se pose sur la petite&#xa0;: une deuxième pile à vous. TIP aurait fait échouer l’attaque d’emblée&#x202f;; SWAP, DIG, AIM et WILD donnent chacun une action de plus une fois le combat terminé.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="209"/>
        <source>Both bots chose not to attack: anyone may decline, and their turn simply ends. Your turn. Attack once more, with your glowing large pyramid.</source>
        <translation>Les deux robots ont choisi de ne pas attaquer&#xa0;: chacun peut s’en abstenir, et son tour s’arrête là. À vous. Attaquez encore une fois, avec votre grande pyramide qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="219"/>
        <source>Target the yellow bot&apos;s glowing large pyramid: with its small and medium pyramids already in your hands, it would complete a set of three.</source>
        <translation>Visez la grande pyramide du robot jaune, celle qui brille&#xa0;: avec sa petite et sa moyenne, déjà entre vos mains, elle compléterait un ensemble de trois.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="229"/>
        <source>Three dice against three. Leave the Treehouse die box unticked and press the glowing Roll button.</source>
        <translation>Trois dés contre trois. Laissez la case «&#xa0;Dé Treehouse&#xa0;» décochée et appuyez sur le bouton «&#xa0;Lancer&#xa0;» qui brille.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="241"/>
        <source>Your 6 beat its 5: you took the yellow large pyramid. Then both bots declined again. The match ends when a whole round of turns goes by without an attack, or when a player&apos;s turn begins with no attack left to make. Press the glowing No attack button: this quiet round ends the match.</source>
        <translation>Votre 6 a battu son 5&#xa0;: vous avez pris la grande pyramide jaune. Puis les deux robots ont de nouveau renoncé. La partie s’arrête quand un tour de table entier passe sans attaque, ou quand le tour d’un joueur commence sans qu’il lui reste d’attaque possible. Appuyez sur le bouton «&#xa0;Pas d’attaque&#xa0;» qui brille&#xa0;: ce tour de table sans attaque termine la partie.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="254"/>
        <source>The match is over. Everyone takes the stacks they control and the pyramids they captured, and sets aside their own colour, which scores nothing. You take the orange small pyramid and the yellow small, medium and large ones.</source>
        <translation>La partie est finie. Chacun prend les piles qu’il contrôle et les pyramides qu’il a capturées, et met de côté sa propre couleur, qui ne rapporte rien. Vous prenez la petite pyramide orange et les petite, moyenne et grande jaunes.</translation>
    </message>
    <message>
        <location filename="../desktop/games/dog_eat_dog/tutorial.py" line="265"/>
        <source>What you take makes trees: one small, one medium and one large. A tree of one colour scores 7, a mixed tree 5, and each pyramid left over 1. Your yellow set is a one-colour tree, 7 points, and the orange small is left over, 1: 8 points, as the table&apos;s summary shows. The bots took nothing and score 0: you win.</source>
        <translation>Ce que vous prenez forme des arbres&#xa0;: une petite, une moyenne et une grande. Un arbre d’une seule couleur vaut 7, un arbre mélangé 5, et chaque pyramide restante 1. Votre ensemble jaune est un arbre d’une seule couleur, 7 points, et la petite orange reste seule, 1&#xa0;: 8 points, comme le montre le résumé de la table. Les robots n’ont rien pris et marquent 0&#xa0;: vous gagnez.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <location filename="../desktop/history/why.py" line="76"/>
        <source>Looking at what the bot weighed…</source>
        <translation>Je regarde ce que le robot a pesé…</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="92"/>
        <source>No answer this time: the bot&apos;s worker failed.</source>
        <translation>Pas de réponse cette fois&#xa0;: le processus du robot a échoué.</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="104"/>
        <source>Why did %1 play that?</source>
        <translation>Pourquoi&#xa0;%1 a-t-il joué ce coup&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="139"/>
        <source>%1 (%2) played: %3</source>
        <translation>%1 (%2) a joué&#xa0;:&#xa0;%3</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="144"/>
        <source>Its search played out %1 possible futures. What it weighed:</source>
        <translation>Sa recherche a simulé&#xa0;%1 suites possibles. Ce qu’elle a pesé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="152"/>
        <source>%1: estimated chance to win the match %2% (tried %3 times)</source>
        <translation>%1&#xa0;: chance estimée de gagner la partie&#xa0;%2&#xa0;% (essayé&#xa0;%3 fois)</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="157"/>
        <source>(played)</source>
        <translation>(joué)</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="161"/>
        <source>Moves that would show what only this bot holds are not named.</source>
        <translation>Les coups qui montreraient ce que ce robot est seul à tenir ne sont pas nommés.</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="181"/>
        <source>another choice</source>
        <translation>un autre choix</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="267"/>
        <source>Why?</source>
        <translation>Pourquoi&#x202f;?</translation>
    </message>
    <message>
        <location filename="../desktop/history/why.py" line="268"/>
        <source>What the bot weighed for its move (W)</source>
        <translation>Ce que le robot a pesé pour son coup (W)</translation>
    </message>
</context>
</TS>
