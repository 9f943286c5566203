<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Cards</name>
    <message>
        <location filename="../desktop/table/cards.py" line="74"/>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/table/cards.py" line="75"/>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/table/cards.py" line="76"/>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/table/cards.py" line="77"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="233"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="234"/>
        <source>Discard the selected cards (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="235"/>
        <source>Dumble!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="236"/>
        <source>Call Dumble! with 10 points or less in hand (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/curtain.py" line="150"/>
        <source>Pass the computer to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/curtain.py" line="151"/>
        <source>Everyone else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/curtain.py" line="152"/>
        <source>Since your last turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/curtain.py" line="153"/>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DumbleTable</name>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="574"/>
        <source>holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="580"/>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="597"/>
        <source>out with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="599"/>
        <source>cards: %1 · total: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="607"/>
        <source>Stock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="610"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="614"/>
        <source>Just discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="642"/>
        <source>Discards you may take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="643"/>
        <source>Discards on offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="699"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="704"/>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="709"/>
        <source>Now draw: click the stock, or one of the discards you may take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="717"/>
        <source>Not a legal discard yet: keep selecting, or change cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="721"/>
        <source>Your turn: select cards to discard (hand value %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="726"/>
        <source>You may call Dumble!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="762"/>
        <source>Select the cards to discard first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="984"/>
        <source>%1 in hand · total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="32"/>
        <source>Single card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="34"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="36"/>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="38"/>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="40"/>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="41"/>
        <source>%1 (%2), worth %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="58"/>
        <source>%1 discards %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="62"/>
        <source>You draw %1 from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="64"/>
        <source>%1 draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="66"/>
        <source>%1 takes %2 from the discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="69"/>
        <source>The stock is empty: the discards are shuffled into a new stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="73"/>
        <source>%1 calls Dumble! (hand value %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="76"/>
        <source>Round %1 is over: %2 wins it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="79"/>
        <source>Round %1: new deal, %2 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="83"/>
        <source>%1 wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="96"/>
        <source>%1 called Dumble! with the lowest hand (value %2) and scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="103"/>
        <source>%1 called Dumble! and ties for the lowest hand with %2 (value %3): the caller wins the tie and scores 0, the others pay their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="112"/>
        <source>%1 called Dumble! with a hand of %2, but it was not the lowest: the penalty doubles it to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="119"/>
        <source>%1 had the lowest hand (value %2) and scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="123"/>
        <source>%1 tie for the lowest hand (value %2) and all score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="128"/>
        <source>%1 reached exactly 100 and goes back to 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble_text.py" line="133"/>
        <source>%1 passes 100 (%2) and is out of the match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../rules_engine/core/record.py" line="80"/>
        <source>Action {number} of the match file is not legal: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="108"/>
        <location filename="../rules_engine/core/record.py" line="262"/>
        <source>This is not a Tablée match file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="111"/>
        <source>The match file has no format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="114"/>
        <source>The match file was written by a newer Tablée ({version}, format {format}); this version reads format {supported}. Update Tablée to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="126"/>
        <source>Unknown match file format {format}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="134"/>
        <source>The match file is for an unknown game: {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="142"/>
        <source>The match file has a bad option: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="150"/>
        <source>The match file has a bad seating: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="158"/>
        <source>Action {number} of the match file is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="164"/>
        <source>An action of the match file is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="183"/>
        <source>The match file is damaged or cut short (line {line}, column {column}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="202"/>
        <source>The match file has no field {field}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="207"/>
        <source>The match file&apos;s field {field} has the wrong type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="217"/>
        <location filename="../rules_engine/core/record.py" line="220"/>
        <source>A seat of the match file is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="224"/>
        <source>Seat {name} of the match file is played by an unknown player: {kind}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/core/record.py" line="256"/>
        <source>The match file cannot be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="37"/>
        <source>Discard one, two, three or four cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="46"/>
        <source>Three cards must be of one rank, or a run of three consecutive cards of one suit (the Ace counts as 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="55"/>
        <source>A run is exactly three consecutive cards of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/discards.py" line="58"/>
        <source>Two or four cards must all be of one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="121"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="130"/>
        <source>Discard first, then draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="140"/>
        <source>You have already discarded: now draw one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="145"/>
        <source>Dumble is called at the start of a turn, before discarding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="151"/>
        <source>That is not a move of Dumble: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="167"/>
        <source>You can only discard cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="192"/>
        <source>The stock is empty: take one of the previous player&apos;s discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="210"/>
        <source>You may only take one of the cards the previous player discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/state.py" line="261"/>
        <source>You may call Dumble only with 10 points or less in hand (you have {value}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../desktop/home.py" line="297"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/home.py" line="299"/>
        <source>Start a new match of {game}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../rules_engine/games/dumble/game.py" line="16"/>
        <source>Dumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules_engine/games/dumble/game.py" line="17"/>
        <source>Shed pairs and runs, then call Dumble! with ten points or less in hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../desktop/home.py" line="490"/>
        <source>Card and board games for one computer: play the bots or pass it round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/home.py" line="492"/>
        <source>Open a saved match…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/main_window.py" line="239"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="240"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="241"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="242"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="243"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="244"/>
        <source>A&amp;bandon the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="245"/>
        <source>&amp;Home screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="246"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="247"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="248"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="249"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="250"/>
        <source>Allow undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="251"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="252"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="254"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="255"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="256"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="257"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="261"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="262"/>
        <source>&amp;Colour-blind patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="263"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="264"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="267"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="268"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="269"/>
        <source>&amp;Print the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="270"/>
        <source>&amp;Export the rules as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="271"/>
        <source>&amp;About Tablée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="349"/>
        <source>%1: %2 moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="370"/>
        <source>New match. Seed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="379"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="379"/>
        <source>There is no interrupted match to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="385"/>
        <source>Match resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="390"/>
        <source>Open a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="402"/>
        <source>Cannot open this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="403"/>
        <source>%1 cannot be opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="410"/>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="427"/>
        <source>Save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="440"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="441"/>
        <source>The match could not be saved to %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="446"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="453"/>
        <source>Abandon the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="454"/>
        <source>Abandon this match? It will not be resumable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="516"/>
        <source>(rule %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="604"/>
        <source>Move taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="608"/>
        <source>Move played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="614"/>
        <source>A bot failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="616"/>
        <source>%1 (a bot) could not choose a move. The match is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="618"/>
        <source>Who should play this seat now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="620"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="621"/>
        <source>A beginner bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="622"/>
        <source>I will play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="669"/>
        <source>Seed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="670"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="674"/>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="676"/>
        <source>bot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="681"/>
        <source>Read the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="717"/>
        <source>Export the rules as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="721"/>
        <source>Rules exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="726"/>
        <source>About Tablée</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="728"/>
        <source>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Five tabletop games to play solo against bots or with friends at one computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="55"/>
        <source>Bot — good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="56"/>
        <source>Bot — beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="276"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="277"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="278"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="279"/>
        <source>AROUND THE TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="280"/>
        <source>RULE OPTIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="281"/>
        <source>This game has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="282"/>
        <source>DEAL NUMBER (SEED)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="283"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="284"/>
        <source>Type a number to replay the same deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="285"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="286"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="306"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="307"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="314"/>
        <source>changes rule {clause}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="326"/>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="327"/>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="331"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="336"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="337"/>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="540"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="544"/>
        <source>Two seats are both called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/new_game_dialog.py" line="548"/>
        <source>The deal number is at most {maximum}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../desktop/home.py" line="399"/>
        <source>Match in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/home.py" line="400"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="277"/>
        <source>The match is over: %1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="279"/>
        <source>End of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="284"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="285"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="286"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="287"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="288"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="299"/>
        <source>called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="301"/>
        <source>lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="303"/>
        <source>doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="305"/>
        <source>100 → 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="307"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="330"/>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="341"/>
        <source>Final standings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="344"/>
        <source>Home screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/scenes/dumble.py" line="346"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <location filename="../desktop/rules_view.py" line="229"/>
        <source>page %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="483"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="484"/>
        <source>Print preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="485"/>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="486"/>
        <source>Export as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="487"/>
        <source>See the printed pages before printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="488"/>
        <location filename="../desktop/rules_view.py" line="648"/>
        <source>Print the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="489"/>
        <source>Save the rules as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="490"/>
        <source>Find in the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="491"/>
        <source>Enter: next match, Shift+Enter: previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="629"/>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="631"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="633"/>
        <source>%1 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="640"/>
        <source>Print preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="653"/>
        <source>%1 rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="657"/>
        <source>Export the rules as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="659"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/rules_view.py" line="669"/>
        <source>Could not print the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../desktop/charts.py" line="147"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/charts.py" line="148"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/charts.py" line="166"/>
        <source>Scores will appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop/charts.py" line="76"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/charts.py" line="77"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/charts.py" line="90"/>
        <source>Out of the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/main_window.py" line="129"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="130"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="131"/>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/main_window.py" line="132"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
