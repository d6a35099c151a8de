<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>CommonTerms</name>
        <message>
            <source>Bag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player's colour also has its own shape and pattern, so the pieces can be told apart without colour.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hides what the player keeps behind it. With open screens, everyone sees behind it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Holds the tokens not in play; its contents are hidden from everyone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score track</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shows every player's score during play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This player acts first in the turn-order phases of the round.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GiantsTerms</name>
        <message>
            <source>A base lies on it colour side up: only its owner may erect a moai here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A figure of strength 1. Carves a moai as a sculptor in the auction, or stands on a hex to carry moai and hats in the transport phase. Another player's worker used as a carrier gives its owner 1 prestige.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A figure of strength 1. Placed on a special hex it acts there: a worker at the village, a tribe marker at the sorcerers' hut, logs in a forest, a reserved ahu beside the coast, a hat at the hat quarry.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A figure of strength 3: carries any moai alone. Once per round it may stand on a special hex and, by discarding 2 tablets, do the sorcerer's action there. Another player's chief used as a carrier gives its owner 1, 2 or 3 prestige by the size carried.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A moai standing on its ahu; the base under it shows who scores it (hidden unless ownership is open).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A stone platform on the coast. A moai erected here scores its black number × the moai's size; a hat on that moai adds the red number. The sorcerer on a hex beside it may reserve it with a base.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tribe marker lies on it: only the marker's owner may move it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adds 1 strength to its hex, but only if a worker or the sorcerer stands there too. Placed with a worker or the sorcerer; all logs leave the game at the end of the transport phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ahu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Base</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid in the auction to choose moai first; played in front of the screen to take a tablet; put on a moai or hat so that only you may move it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Breaks ties in the auction; 2 pay for the chief's action; 1 buys a look under a base. Every unused pair scores 3 at the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brown die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Carved at the hat quarry. Carried like a size-1 moai and put on an erected moai without a hat; it scores the ahu's red number for the owner of that moai.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour side up it reserves an ahu for its owner; colour side down it carries an erected moai, whose points go to the base's owner. The game ends when a player has a moai on every base.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Erected moai</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figures and logs of any colours may share it. Its strength (figures plus logs beside a figure) decides which moai may pass through.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forest (stump)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hat (pukao)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hat quarry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Holds the figures and tribe markers not yet in play; the village and the sorcerers' hut take them from here. Nobody may count its contents.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its logs are taken; no one can take logs here again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Land hex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large moai (size 3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marked object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medium moai (size 2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moai quarry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moai won in the auction start their journey here; unmoved moai come back here at the end of the transport phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moai, hats and tablets not yet in play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needs strength 1 in each hex it enters. Erected, it scores the ahu's black number × 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needs strength 2 in each hex it enters (2 workers, a worker and a log, or a chief). Erected, it scores the ahu's black number × 2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needs strength 3 in each hex it enters (3 workers, 2 workers and a log, a worker and 2 logs, or a chief). Erected, it scores the ahu's black number × 3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody owns it: any player may capture it, but must then erect, place or mark it in the same turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quarry display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raised when the player passes; they take no more actions this phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receptacle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reserved ahu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolled in phase 1: each 1, 2 or 3 puts a moai of that size on the quarry display; 0 is a broken moai.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rongo tablet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Small moai (size 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sorcerer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sorcerers' hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The moai rolled this round. The auction's winners choose from them in order; those left over go back to the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sorcerer here brings one more tribe marker of your colour from the receptacle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sorcerer here brings one more worker of your colour from the receptacle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sorcerer here carves a hat. Hats start their journey from this hex.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sorcerer here takes the logs shown on the tile; the tile then turns to its stump side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tribe marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unmarked object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Used with 4 or 5 players. Rolled in phase 1 like the white dice, with a different spread of faces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Village</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Worker</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HandOffDialog</name>
        <message>
            <source>Everyone else, please look away. {name}, press the button when you are ready.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HawaiiTerms</name>
        <message>
            <source>3 boat spaces for fishing and island trips. Side II also has a printed foot that pays one foot of such a trip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A fruit tile: income +1 fruit (side II: +2); shows 1 (2) fruit symbols.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. +2 points (side II: +4) whenever you qualify in the round scoring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. A move of your chief costs at most 2 feet (side II: 1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. At the end +1 (side II: +2) per fruit symbol in your realm.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. At the end +2 (side II: +4) per boat (the fishing boat too) and per surviving surfer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. Income +1 shell (side II: +2). When bought you may also pay 2 resources to take and place a tiki.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A god. Like a spear hut (+1/+2 per spear token) and income +1 foot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hut two columns wide that counts as one tile. Side II also scores 5 at the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hut. +1 point (side II: +2) each time you gain a price token with crossed spears.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hut. Income +1 foot (side II: +2) at the end of each round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hut. Income +1 shell (side II: +2) at the end of each round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hut. Once per turn, in one payment, 1 unit (side II: 2) of a resource may be replaced by another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A large place on the main island holding tiles of its types and price tokens. Adjacent places (corners count) are one step apart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A price token turned to its fish side. Caught in the cove for 1 foot and 1 boat space each; its fish count toward the round's target.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A row filled from the left without gaps, starting with a hut. No two tiles of one type in a village, and at most one god.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A wild resource: it may pay a whole cost instead of shells or feet (all of one payment, not part).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the end +1 (side II: +2) per tile in her village, herself and the starting hut included.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the end scores 1/3/6/10 for 1/2/3/4 fruit tiles in its village. Side II also gives 1 resource of your choice as income.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banana</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Beach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Breadfruit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coconut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deputy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ending the round here takes the price token under it and sets your place in the next round's order. Position 1 scores 2 at the end of the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every chief starts each round here. Going back to the beach, or staying, costs nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exchange hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fish token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fish tokens wait here. Fishing costs 1 foot and 1 unused boat space per token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fishing boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fishing cove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foot hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fruit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hula dancer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Irrigation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Island</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its reward goes to the player who visits it; it then goes to the bottom of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KANALOA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KANE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kahuna</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kahuna space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kahunas go here, top to bottom; each scores its row's points at the end if its village survives.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>LAKA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>LONO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long house</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lowers your round target by 2 (side II: 4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marks the player's score or their place in the turn order.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money: pay a price token's value in shells to buy a tile, or double for side II.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Movement: 1 foot from the beach to a bottom-row place and for each step between adjacent places; also paid for fishing and island trips.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Order position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PELE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Placed beside a village row; scores that row's points at the end if the village survives. Paying double gives two.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Placed on the top bar from the right. Villages that do not reach under a tiki are removed at the end. Paying double gives two.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printed on the realm; it begins village 1 and counts as one of its tiles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Realm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shell hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shells</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shows the price in shells of a tile at its place; the buyer keeps it and its value counts toward the round's target. Crossed spears pay spear huts and KU.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spear hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Surfer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taro</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round's target for price tokens and fish, its points, and the income paid at the round's end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiki</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiki space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tikis go here, right to left. At the end only villages reaching under a tiki score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Village</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Visiting the island at this dock costs its feet and as many boat spaces; it scores the dock's points and gives the island's reward.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Walks from the beach across the places to buy tiles, fish in the cove, visit an island, or end the round on an order position.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your personal board: 5 village rows of 7 columns, kahuna spaces beside the rows, tiki spaces on the top bar.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your starting boat with 2 spaces. A boat used this round turns sideways; its unused spaces are lost.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Privacy</name>
        <message>
            <source>Waiting for {name}…</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
