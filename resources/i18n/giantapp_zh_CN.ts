<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Board</name>
        <message>
            <source>Not possible: {reason}</source>
            <translation>无法执行：{reason}</translation>
        </message>
    </context>
    <context>
        <name>CommonTerms</name>
        <message>
            <source>Bag</source>
            <translation>袋子</translation>
        </message>
        <message>
            <source>Each player's colour also has its own shape and pattern, so the pieces can be told apart without colour.</source>
            <translation>每位玩家的颜色另有专属的形状和花纹，不靠颜色也能分辨配件。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Hides what the player keeps behind it. With open screens, everyone sees behind it.</source>
            <translation>遮住玩家放在后面的东西。使用公开屏风时，所有人都看得到。</translation>
        </message>
        <message>
            <source>Holds the tokens not in play; its contents are hidden from everyone.</source>
            <translation>装着尚未使用的指示物；任何人都看不到里面的内容。</translation>
        </message>
        <message>
            <source>Player colour</source>
            <translation>玩家颜色</translation>
        </message>
        <message>
            <source>Score track</source>
            <translation>计分轨</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>屏风</translation>
        </message>
        <message>
            <source>Shows every player's score during play.</source>
            <translation>显示游戏中每位玩家的分数。</translation>
        </message>
        <message>
            <source>This player acts first in the turn-order phases of the round.</source>
            <translation>在本轮依顺序进行的阶段中，这位玩家最先行动。</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>一个设备</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>一个文件夹</translation>
        </message>
        <message>
            <source>a pipe</source>
            <translation>一个管道</translation>
        </message>
        <message>
            <source>action {index} has an invalid seat {seat}</source>
            <translation>第 {index} 个动作的座位 {seat} 无效</translation>
        </message>
        <message>
            <source>action {index} has no notation text</source>
            <translation>第 {index} 个动作没有记谱文字</translation>
        </message>
        <message>
            <source>action {index} is longer than {limit} characters</source>
            <translation>第 {index} 个动作超过 {limit} 个字符</translation>
        </message>
        <message>
            <source>action {index} is not an object</source>
            <translation>第 {index} 个动作不是对象</translation>
        </message>
        <message>
            <source>cannot read {file}: it is {kind}, not a file</source>
            <translation>无法读取 {file}：它是{kind}，不是文件</translation>
        </message>
        <message>
            <source>cannot read {file}: {reason}</source>
            <translation>无法读取 {file}：{reason}</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>it holds a number of {digits} digits (at most {limit} are allowed)</source>
            <translation>其中有一个 {digits} 位数的数字（最多允许 {limit} 位）</translation>
        </message>
        <message>
            <source>it holds a number too large to use ({value})</source>
            <translation>其中有一个大到无法使用的数字（{value}）</translation>
        </message>
        <message>
            <source>it holds {name}, which is not a number a game can use</source>
            <translation>其中有 {name}，这不是游戏能使用的数字</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>现在不是由 {player} 决定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>not a giantapp game record (format is missing or different)</source>
            <translation>不是 giantapp 的游戏记录（缺少格式或格式不同）</translation>
        </message>
        <message>
            <source>not a giantapp game record (the file is not a JSON object)</source>
            <translation>不是 giantapp 的游戏记录（文件不是 JSON 对象）</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>不是普通文件</translation>
        </message>
        <message>
            <source>seat {number} has a colour that is not text</source>
            <translation>座位 {number} 的颜色不是文字</translation>
        </message>
        <message>
            <source>seat {number} has a level that is not text</source>
            <translation>座位 {number} 的难度不是文字</translation>
        </message>
        <message>
            <source>seat {number} has a name longer than {limit} characters</source>
            <translation>座位 {number} 的名字超过 {limit} 个字符</translation>
        </message>
        <message>
            <source>seat {number} has kind {kind}; expected human or computer</source>
            <translation>座位 {number} 的类型是 {kind}；应该是 human 或 computer</translation>
        </message>
        <message>
            <source>seat {number} has no name</source>
            <translation>座位 {number} 没有名字</translation>
        </message>
        <message>
            <source>seat {number} is not an object</source>
            <translation>座位 {number} 不是对象</translation>
        </message>
        <message>
            <source>the file cannot be used: it holds a number too large to use ({value})</source>
            <translation>无法使用此文件：其中有一个大到无法使用的数字（{value}）</translation>
        </message>
        <message>
            <source>the file cannot be used: it holds text that is not valid Unicode (a lone surrogate)</source>
            <translation>无法使用此文件：其中有不是有效 Unicode 的文字（孤立的代理字符）</translation>
        </message>
        <message>
            <source>the file cannot be used: it is nested more than {limit} levels deep</source>
            <translation>无法使用此文件：嵌套超过 {limit} 层</translation>
        </message>
        <message>
            <source>the file cannot be used: {reason}</source>
            <translation>无法使用此文件：{reason}</translation>
        </message>
        <message>
            <source>the file is damaged or incomplete: it is not valid JSON (line {line}, column {column}: {detail})</source>
            <translation>文件已损坏或不完整：不是有效的 JSON（第 {line} 行，第 {column} 列：{detail}）</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation type="vanished">文件是空的</translation>
        </message>
        <message>
            <source>the file is empty (not valid JSON)</source>
            <translation>文件是空的（不是有效的 JSON）</translation>
        </message>
        <message>
            <source>the file is not valid JSON (line {line}, column {column}: {detail})</source>
            <translation type="vanished">文件不是有效的 JSON（第 {line} 行，第 {column} 列：{detail}）</translation>
        </message>
        <message>
            <source>the game holds text that cannot be saved ({reason})</source>
            <translation>游戏中有无法保存的文字（{reason}）</translation>
        </message>
        <message>
            <source>the game is not over, so only one player's view can be shown</source>
            <translation>游戏尚未结束，因此只能显示一位玩家的视角</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>游戏已经结束</translation>
        </message>
        <message>
            <source>the game was saved by a newer giantapp (save version {version}; this one reads up to {supported})</source>
            <translation>这局游戏是由较新版的 giantapp 保存的（存档版本 {version}；本版最多只能读取到 {supported}）</translation>
        </message>
        <message>
            <source>the record does not say which game it is</source>
            <translation>记录没有说明是哪一款游戏</translation>
        </message>
        <message>
            <source>the record has an invalid version {version}</source>
            <translation>记录的版本 {version} 无效</translation>
        </message>
        <message>
            <source>the record has no valid number of players</source>
            <translation>记录没有有效的玩家人数</translation>
        </message>
        <message>
            <source>the record has no valid version number</source>
            <translation>记录没有有效的版本号</translation>
        </message>
        <message>
            <source>the record is from a newer giantapp (record version {version}; this one reads up to {supported})</source>
            <translation>记录来自较新版的 giantapp（记录版本 {version}；本版最多只能读取到 {supported}）</translation>
        </message>
        <message>
            <source>the record lists {count} seats for {players} players</source>
            <translation>记录列出了 {count} 个座位，但玩家有 {players} 位</translation>
        </message>
        <message>
            <source>the record's actions are not a list</source>
            <translation>记录中的动作不是列表</translation>
        </message>
        <message>
            <source>the record's options are not an object</source>
            <translation>记录的选项不是一个对象</translation>
        </message>
        <message>
            <source>the rules cannot start a game of {game} with these options ({error})</source>
            <translation>规则无法用这些选项开始一局{game}（{error}）</translation>
        </message>
        <message>
            <source>the rules could not apply this action ({error})</source>
            <translation>规则无法执行这个动作（{error}）</translation>
        </message>
        <message>
            <source>the saved game cannot be replayed: action {number} ({action}) is refused by the rules: {reason}</source>
            <translation>无法重现这局存档：第 {number} 个动作（{action}）被规则拒绝：{reason}</translation>
        </message>
        <message>
            <source>the saved game cannot be replayed: {reason}</source>
            <translation>无法重现这局存档：{reason}</translation>
        </message>
        <message>
            <source>the saved game has an invalid version {version}</source>
            <translation>存档的版本 {version} 无效</translation>
        </message>
        <message>
            <source>the saved game has no valid random seed</source>
            <translation>存档没有有效的随机种子</translation>
        </message>
        <message>
            <source>the saved game has no valid version number</source>
            <translation>存档没有有效的版本号</translation>
        </message>
        <message>
            <source>the saved game holds no game record</source>
            <translation>存档中没有游戏记录</translation>
        </message>
        <message>
            <source>the saved game names an invalid viewer {viewer}</source>
            <translation>存档指定的观看者 {viewer} 无效</translation>
        </message>
        <message>
            <source>the saved game was altered or damaged (its checksum does not match its contents)</source>
            <translation>存档已被修改或损坏（校验码与内容不符）</translation>
        </message>
        <message>
            <source>the saved game's list of hints is damaged</source>
            <translation>存档中的提示清单已损坏</translation>
        </message>
        <message>
            <source>the summary of the saved game does not say which game it is</source>
            <translation>存档的摘要没有说明是哪个游戏</translation>
        </message>
        <message>
            <source>the summary of the saved game has no valid players</source>
            <translation>存档的摘要没有有效的玩家</translation>
        </message>
        <message>
            <source>the summary of the saved game has no valid round or action count</source>
            <translation>存档的摘要没有有效的回合或动作数</translation>
        </message>
        <message>
            <source>the summary of the saved game is damaged</source>
            <translation>存档的摘要已损坏</translation>
        </message>
        <message>
            <source>the summary of the saved game is not an object</source>
            <translation>存档的摘要不是一个对象</translation>
        </message>
        <message>
            <source>this is a game record, not a saved game; check it with `giantapp replay`</source>
            <translation>这是游戏记录，不是存档；请用 `giantapp replay` 检查</translation>
        </message>
        <message>
            <source>this is not a giantapp saved game</source>
            <translation>这不是 giantapp 的存档</translation>
        </message>
        <message>
            <source>{action} is not a legal action now</source>
            <translation>{action} 现在不是合法的动作</translation>
        </message>
        <message>
            <source>{file} is larger than {limit} MB, too large for a saved game or record</source>
            <translation>{file} 大于 {limit} MB，不可能是存档或记录</translation>
        </message>
        <message>
            <source>{file} is not a text file</source>
            <translation>{file} 不是文本文件</translation>
        </message>
        <message>
            <source>{file} is not a text file, so it is not a saved game</source>
            <translation type="vanished">{file} 不是文本文件，所以不是存档</translation>
        </message>
        <message>
            <source>{file} is too large to be a saved game ({size} bytes)</source>
            <translation type="vanished">{file} 太大，不可能是存档（{size} 字节）</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>New {title} game…</source>
            <translation>新的{title}游戏…</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} 位玩家</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>; </source>
            <translation type="vanished">；</translation>
        </message>
        <message>
            <source>Islands turned up: {islands}</source>
            <translation type="vanished">翻开岛屿：{islands}</translation>
        </message>
        <message>
            <source>Price tokens drawn for round {round}: {where}</source>
            <translation>第 {round} 轮抽出的价格指示物：{where}</translation>
        </message>
        <message>
            <source>The dice show {faces}</source>
            <translation type="vanished">骰子掷出 {faces}</translation>
        </message>
        <message>
            <source>Turned up at the docks: {islands}</source>
            <translation>码头翻开：{islands}</translation>
        </message>
        <message>
            <source>brown</source>
            <translation type="vanished">棕色骰子</translation>
        </message>
        <message>
            <source>white</source>
            <translation type="vanished">白色骰子</translation>
        </message>
        <message>
            <source>{colour} {faces}</source>
            <translation type="vanished">{colour} {faces}</translation>
        </message>
        <message>
            <source>{n} on the order track</source>
            <translation>{n} 个放在顺序位置上</translation>
        </message>
        <message>
            <source>{n} on the places</source>
            <translation>{n} 个放在地点上</translation>
        </message>
        <message>
            <source>{n} to the fishing cove</source>
            <translation>{n} 个进入捕鱼海湾</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <source>Decisions taken after a hint from the computer: {who}.</source>
            <translation>在电脑提示之后做出的决定：{who}。</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation>没有人获胜。</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <source>Played with the computer's hints — {who}.</source>
            <translation type="vanished">曾使用电脑提示——{who}。</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>回顾这局游戏</translation>
        </message>
        <message>
            <source>Shared win: {names}</source>
            <translation>共享胜利：{names}</translation>
        </message>
        <message>
            <source>Step through the game again, with every secret shown.</source>
            <translation>逐步重看这局游戏，所有秘密都会显示。</translation>
        </message>
        <message>
            <source>The game is not over.</source>
            <translation>游戏尚未结束。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="vanished">总分</translation>
        </message>
        <message>
            <source>{names} wins!</source>
            <translation>{names} 获胜！</translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <translation>{name} {count} 次</translation>
        </message>
        <message>
            <source>{name}: {count} decision(s)</source>
            <translation type="vanished">{name}：{count} 次决定</translation>
        </message>
    </context>
    <context>
        <name>GameRow</name>
        <message>
            <source>Delete this unfinished game for good (you will be asked first)</source>
            <translation>永久删除这局未完成的游戏（会先询问你）</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>{game} (open in another giantapp window)</source>
            <translation>{game}（已在另一个 giantapp 窗口中打开）</translation>
        </message>
    </context>
    <context>
        <name>GameTitles</name>
        <message>
            <source>Giants</source>
            <translation>神秘巨石像</translation>
        </message>
        <message>
            <source>Hawaii</source>
            <translation>夏威夷</translation>
        </message>
    </context>
    <context>
        <name>GenericTable</name>
        <message>
            <source>Filter actions…</source>
            <translation>筛选动作…</translation>
        </message>
        <message>
            <source>Legal actions</source>
            <translation>可行的动作</translation>
        </message>
        <message>
            <source>Nothing to decide for you now.</source>
            <translation>目前没有需要你决定的事。</translation>
        </message>
        <message>
            <source>Play selected action</source>
            <translation>执行所选动作</translation>
        </message>
        <message>
            <source>What you can see</source>
            <translation>你能看到的信息</translation>
        </message>
        <message>
            <source>Your possible actions:</source>
            <translation>你可以做的动作：</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{name}, your possible actions:</source>
            <translation>{name}，你可以做的动作：</translation>
        </message>
    </context>
    <context>
        <name>Giants</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>-1: chosen at random; otherwise the seat (0 = first seat) that starts.</source>
            <translation>-1：随机决定；否则为先开始的座位（0 = 第一个座位）。</translation>
        </message>
        <message>
            <source>1 worker</source>
            <translation>1 个工人</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Erected moai: none</source>
            <translation>竖立的石像：无</translation>
        </message>
        <message>
            <source>Erected moai: {n} ({ahus}), with a hat: {hats}</source>
            <translation>竖立的石像：{n}（{ahus}），戴石帽的：{hats}</translation>
        </message>
        <message>
            <source>Every player starts with 2 workers.</source>
            <translation>每位玩家开始时有 2 个工人。</translation>
        </message>
        <message>
            <source>Everyone sees what stands behind every screen (friendly play, teaching).</source>
            <translation>所有人都看得到每个屏风后的东西（友谊赛、教学用）。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Game over after round {round}; winner(s): seat {seats}</source>
            <translation type="vanished">游戏在第 {round} 轮后结束；胜利者：座位 {seats}</translation>
        </message>
        <message>
            <source>Game over after round {round}; winner(s): {seats}</source>
            <translation>游戏在第 {round} 轮后结束；胜利者：{seats}</translation>
        </message>
        <message>
            <source>Giants</source>
            <translation type="vanished">神秘巨石像</translation>
        </message>
        <message>
            <source>Live scoring</source>
            <translation>即时计分</translation>
        </message>
        <message>
            <source>Moai and hats score at the end of the game</source>
            <translation>石像与石帽在游戏结束时计分</translation>
        </message>
        <message>
            <source>Moai and hats score the moment they are erected or placed (ownership becomes public).</source>
            <translation>石像和石帽在建造或戴上的当下就计分（归属随之公开）。</translation>
        </message>
        <message>
            <source>Moai on face-down bases (owner hidden): {n}</source>
            <translation>盖着的底座上的石像（拥有者隐藏）：{n}</translation>
        </message>
        <message>
            <source>Moai: {moai} points, hats: {hats} points</source>
            <translation>石像：{moai} 分，石帽：{hats} 分</translation>
        </message>
        <message>
            <source>Open ownership</source>
            <translation>公开归属</translation>
        </message>
        <message>
            <source>Open screens</source>
            <translation>公开屏风</translation>
        </message>
        <message>
            <source>Owners of erected moai are shown to all; off: bases lie face down and looking costs a tablet.</source>
            <translation>所有人都看得到已建造石像的主人；关闭时：底座朝下，查看需花 1 片木简。</translation>
        </message>
        <message>
            <source>Prestige: {n}</source>
            <translation>威望：{n}</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>快速游戏</translation>
        </message>
        <message>
            <source>Round limit</source>
            <translation>轮数上限</translation>
        </message>
        <message>
            <source>Round {round}, {phase}: waiting for {who}</source>
            <translation>第 {round} 轮，{phase}：等待 {who}</translation>
        </message>
        <message>
            <source>Seat {seat} gets the first-player pawn</source>
            <translation type="vanished">座位 {seat} 获得起始玩家标记</translation>
        </message>
        <message>
            <source>Seat {seat} leaves the other markers in place</source>
            <translation type="vanished">座位 {seat} 将其余标记留在原处</translation>
        </message>
        <message>
            <source>Seat {seat} leaves {obj} unmarked</source>
            <translation type="vanished">座位 {seat} 不标记{obj}</translation>
        </message>
        <message>
            <source>Seat {seat} looks under the base of ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 查看石台 {ahu} 的石像底座</translation>
        </message>
        <message>
            <source>Seat {seat} makes a secret bid</source>
            <translation type="vanished">座位 {seat} 秘密出价</translation>
        </message>
        <message>
            <source>Seat {seat} marks {obj}</source>
            <translation type="vanished">座位 {seat} 标记{obj}</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex}</source>
            <translation type="vanished">座位 {seat} 将{obj}移到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex} and erects it on ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 将{obj}移到 {hex}，并在石台 {ahu} 上建造</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex} and puts it on the moai of ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 将{obj}移到 {hex}，并戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>Seat {seat} passes</source>
            <translation type="vanished">座位 {seat} 放弃行动</translation>
        </message>
        <message>
            <source>Seat {seat} places {figure} on {hex}</source>
            <translation type="vanished">座位 {seat} 将{figure}放到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} places {figure} with {logs} log(s) on {hex}</source>
            <translation type="vanished">座位 {seat} 将{figure}连同 {logs} 根圆木放到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} spends a tribe marker and takes a tablet</source>
            <translation type="vanished">座位 {seat} 打出一个部落标记，拿取一片木简</translation>
        </message>
        <message>
            <source>Seat {seat} stops choosing moai</source>
            <translation type="vanished">座位 {seat} 停止挑选石像</translation>
        </message>
        <message>
            <source>Seat {seat} takes back the marker from {obj}</source>
            <translation type="vanished">座位 {seat} 从{obj}上收回部落标记</translation>
        </message>
        <message>
            <source>Seat {seat} takes {moai} (size {size})</source>
            <translation type="vanished">座位 {seat} 拿取{moai}（尺寸 {size}）</translation>
        </message>
        <message>
            <source>Seat {seat}'s chief goes to {hex}, discards tablets and {what}</source>
            <translation type="vanished">座位 {seat} 的头领前往 {hex}，弃掉木简并{what}</translation>
        </message>
        <message>
            <source>Seat {seat}'s sorcerer goes to {hex} and {what}</source>
            <translation type="vanished">座位 {seat} 的法师前往 {hex} 并{what}</translation>
        </message>
        <message>
            <source>Tablets: {points} points</source>
            <translation>木简：{points} 分</translation>
        </message>
        <message>
            <source>The dice show {faces}</source>
            <translation>骰子掷出 {faces}</translation>
        </message>
        <message>
            <source>The game ends after this round at the latest.</source>
            <translation>游戏最晚在这一轮之后结束。</translation>
        </message>
        <message>
            <source>a bid cannot be negative</source>
            <translation>出价不能是负数</translation>
        </message>
        <message>
            <source>a figure takes at most {most} logs, not {logs}</source>
            <translation>一个人物最多带 {most} 根圆木，不能带 {logs} 根</translation>
        </message>
        <message>
            <source>a hat</source>
            <translation>一个石帽</translation>
        </message>
        <message>
            <source>a hat is put on a moai with 'hat'; a moai is erected with 'erect'</source>
            <translation>石帽用 'hat' 戴到石像上；石像用 'erect' 建造</translation>
        </message>
        <message>
            <source>a look costs {cost} tablet(s); you have {have}</source>
            <translation>查看一次需要 {cost} 片木简；你有 {have} 片</translation>
        </message>
        <message>
            <source>a move must enter at least one hex (or end by erecting or placing a hat)</source>
            <translation>一次移动至少要进入一格（或以建造石像、戴上石帽结束）</translation>
        </message>
        <message>
            <source>a number of logs cannot be negative</source>
            <translation>圆木数量不能是负数</translation>
        </message>
        <message>
            <source>a path must be a sequence of hexes</source>
            <translation>路径必须是一串六边形</translation>
        </message>
        <message>
            <source>a roll lists (die letter, face) pairs</source>
            <translation>掷骰结果要列出（骰子字母, 点数）的组合</translation>
        </message>
        <message>
            <source>a roll with {players} players has {dice} dice, not {faces}</source>
            <translation>{players} 人游戏掷 {dice} 颗骰子，不是 {faces} 颗</translation>
        </message>
        <message>
            <source>a size-{size} moai</source>
            <translation>一个 {size} 号石像</translation>
        </message>
        <message>
            <source>a worker</source>
            <translation>一个工人</translation>
        </message>
        <message>
            <source>a {die} die has no face {face}</source>
            <translation>{die}骰子没有 {face} 这一面</translation>
        </message>
        <message>
            <source>ahu {ahu} already holds a moai</source>
            <translation>石台 {ahu} 上已经有石像</translation>
        </message>
        <message>
            <source>ahu {ahu} has no erected moai</source>
            <translation>石台 {ahu} 上没有已建造的石像</translation>
        </message>
        <message>
            <source>ahu {ahu} has no erected moai to wear the hat</source>
            <translation>石台 {ahu} 上没有可以戴石帽的已建石像</translation>
        </message>
        <message>
            <source>ahu {ahu} is already reserved or built on</source>
            <translation>石台 {ahu} 已被预占或已建有石像</translation>
        </message>
        <message>
            <source>ahu {ahu} is reserved by another player</source>
            <translation>石台 {ahu} 已被其他玩家预占</translation>
        </message>
        <message>
            <source>an action must be text, not {type}</source>
            <translation>动作必须是文字，不能是 {type}</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>棕色骰子</translation>
        </message>
        <message>
            <source>cannot read {given!r} as a Giants action: {why}</source>
            <translation>无法把 {given!r} 读成神秘巨石像的动作：{why}</translation>
        </message>
        <message>
            <source>carrier {token} names a seat that is not in the game</source>
            <translation>搬运者 {token} 指的座位不在这局游戏中</translation>
        </message>
        <message>
            <source>carriers must be W2 / S2 / C2 / L tokens per hex</source>
            <translation>每格的搬运者必须写成 W2 / S2 / C2 / L</translation>
        </message>
        <message>
            <source>carriers need an explicit path ('via')</source>
            <translation>指定搬运者时必须写出路径（'via'）</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>choosing the first player</source>
            <translation>决定起始玩家</translation>
        </message>
        <message>
            <source>cuts the forest for logs</source>
            <translation>在森林砍伐圆木</translation>
        </message>
        <message>
            <source>drop it on a hex of the island</source>
            <translation>把它放到岛上的六边形</translation>
        </message>
        <message>
            <source>expected 'logs N' at the end</source>
            <translation>结尾应该是 'logs N'</translation>
        </message>
        <message>
            <source>expected 'to' after the object</source>
            <translation>物件后面应该接 'to'</translation>
        </message>
        <message>
            <source>first decide whether to mark {obj}</source>
            <translation>请先决定是否标记{obj}</translation>
        </message>
        <message>
            <source>hex {hex} has strength {available}; {what} needs {need}</source>
            <translation>六边形 {hex} 的力量是 {available}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>hex {hex} has strength {have}; {what} needs {need}</source>
            <translation>六边形 {hex} 的力量是 {have}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} chief of {player}, fewer than the carriers name</source>
            <translation>六边形 {hex} 只有 {have} 个 {player} 的头领，比指定的搬运者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} sorcerer of {player}, fewer than the carriers name</source>
            <translation>六边形 {hex} 只有 {have} 个 {player} 的法师，比指定的搬运者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} worker(s) of {player}, fewer than the carriers name</source>
            <translation>六边形 {hex} 只有 {have} 个 {player} 的工人，比指定的搬运者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {logs} log(s), fewer than the carriers name</source>
            <translation>六边形 {hex} 只有 {logs} 根圆木，比指定的搬运者少</translation>
        </message>
        <message>
            <source>hex {hex} is not a forest</source>
            <translation>六边形 {hex} 不是森林</translation>
        </message>
        <message>
            <source>hex {hex} is not a land hex of the island</source>
            <translation>六边形 {hex} 不是岛上的陆地</translation>
        </message>
        <message>
            <source>hex {hex} is not adjacent to ahu {ahu}</source>
            <translation>六边形 {hex} 没有紧邻石台 {ahu}</translation>
        </message>
        <message>
            <source>hex {hex} is not next to hex {previous}</source>
            <translation>六边形 {hex} 不在六边形 {previous} 旁边</translation>
        </message>
        <message>
            <source>in front of your screen</source>
            <translation>在你的屏风前</translation>
        </message>
        <message>
            <source>in hex {hex} a log is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六边形 {hex} 中不需要这根圆木：其余搬运者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} a worker of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六边形 {hex} 中不需要 {player} 的这个工人：其余搬运者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} logs count only with a worker or sorcerer carrying</source>
            <translation>在六边形 {hex} 中，只有工人或法师一起搬运时圆木才算数</translation>
        </message>
        <message>
            <source>in hex {hex} the chief of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六边形 {hex} 中不需要 {player} 的头领：其余搬运者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} the sorcerer of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六边形 {hex} 中不需要 {player} 的法师：其余搬运者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>它是空的</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>现在不是由 {player} 决定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>no chain of hexes with strength {need} leads there</source>
            <translation>没有一串力量 {need} 的六边形能通到那里</translation>
        </message>
        <message>
            <source>no chance step now</source>
            <translation>现在不是随机步骤</translation>
        </message>
        <message>
            <source>no sculptors</source>
            <translation type="vanished">没有凿刻工</translation>
        </message>
        <message>
            <source>on hex {hex}</source>
            <translation>在六边形 {hex}</translation>
        </message>
        <message>
            <source>only the reserve action names an ahu</source>
            <translation>只有预占行动需要指定石台</translation>
        </message>
        <message>
            <source>only the sorcerer (or the chief, for tablets) performs these actions</source>
            <translation>只有法师（或弃掉木简的头领）能执行这些行动</translation>
        </message>
        <message>
            <source>option 'first_player' must be a seat from 0 to {last} (or -1), not {value}</source>
            <translation>选项 'first_player' 必须是 0 到 {last} 的座位（或 -1），不能是 {value}</translation>
        </message>
        <message>
            <source>ownership is open: every base can be seen without looking</source>
            <translation>归属是公开的：不必查看就能看到每个底座</translation>
        </message>
        <message>
            <source>phase 1 (roll for moai)</source>
            <translation>阶段 1（掷骰决定石像）</translation>
        </message>
        <message>
            <source>phase 2 (choosing moai)</source>
            <translation>阶段 2（挑选石像）</translation>
        </message>
        <message>
            <source>phase 2 (secret auction)</source>
            <translation>阶段 2（秘密竞拍）</translation>
        </message>
        <message>
            <source>phase 3 (placement)</source>
            <translation>阶段 3（人物放置）</translation>
        </message>
        <message>
            <source>phase 4 (transport)</source>
            <translation>阶段 4（运输）</translation>
        </message>
        <message>
            <source>phase 5 (new round)</source>
            <translation>阶段 5（新的一轮）</translation>
        </message>
        <message>
            <source>reserve needs an ahu such as A07</source>
            <translation>预占需要指定石台，例如 A07</translation>
        </message>
        <message>
            <source>reserves ahu {ahu}</source>
            <translation>预占石台 {ahu}</translation>
        </message>
        <message>
            <source>seat {seats}</source>
            <translation type="vanished">座位 {seats}</translation>
        </message>
        <message>
            <source>takes a hat at the hat quarry</source>
            <translation>在石帽采石场凿刻一个石帽</translation>
        </message>
        <message>
            <source>takes a tribe marker at the sorcerers' hut</source>
            <translation>在法师屋获得一个部落标记</translation>
        </message>
        <message>
            <source>takes a worker from the village</source>
            <translation>在村庄获得一个工人</translation>
        </message>
        <message>
            <source>the base under ahu {ahu} is your own</source>
            <translation>石台 {ahu} 下的底座是你自己的</translation>
        </message>
        <message>
            <source>the carriers chosen in hex {hex} give strength {got}; {what} needs {need}</source>
            <translation>六边形 {hex} 中选定的搬运者力量为 {got}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>the carriers name {carriers} hexes but the path enters {entered}</source>
            <translation>搬运者指定了 {carriers} 格，但路径进入了 {entered} 格</translation>
        </message>
        <message>
            <source>the chief</source>
            <translation>头领</translation>
        </message>
        <message>
            <source>the chief has already performed an action this round</source>
            <translation>头领本轮已经执行过行动</translation>
        </message>
        <message>
            <source>the chief is placed without logs</source>
            <translation>头领放置时不能带圆木</translation>
        </message>
        <message>
            <source>the chief's action costs {cost} tablets; you have {have}</source>
            <translation>头领的行动需要 {cost} 片木简；你有 {have} 片</translation>
        </message>
        <message>
            <source>the dice are {order} in this order; {letter} is out of place</source>
            <translation>骰子的顺序是 {order}；{letter} 的位置不对</translation>
        </message>
        <message>
            <source>the end of phase 4 (marking unmoved objects)</source>
            <translation>阶段 4 结束（标记未移动的物件）</translation>
        </message>
        <message>
            <source>the end of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>the forest on hex {hex} shows its stump: no logs can be taken there again</source>
            <translation>六边形 {hex} 的森林已是树桩：不能再从那里拿圆木</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>游戏已经结束</translation>
        </message>
        <message>
            <source>the hat quarry is hex {quarry}, not {hex}</source>
            <translation>石帽采石场在六边形 {quarry}，不是 {hex}</translation>
        </message>
        <message>
            <source>the moai on ahu {ahu} already wears a hat</source>
            <translation>石台 {ahu} 的石像已经戴了石帽</translation>
        </message>
        <message>
            <source>the object to decide on now is {obj}</source>
            <translation>现在要决定的物件是{obj}</translation>
        </message>
        <message>
            <source>the path ends on hex {end}, not on the destination {dest}</source>
            <translation>路径结束在六边形 {end}，不是目的地 {dest}</translation>
        </message>
        <message>
            <source>the path enters hex {hex} twice; an object may not enter a hex twice in one move</source>
            <translation>路径两次进入六边形 {hex}；一次移动中物件不能两次进入同一格</translation>
        </message>
        <message>
            <source>the sorcerer</source>
            <translation>法师</translation>
        </message>
        <message>
            <source>the sorcerers' hut is hex {hut}, not {hex}</source>
            <translation>法师屋在六边形 {hut}，不是 {hex}</translation>
        </message>
        <message>
            <source>the supply has no tablets left</source>
            <translation>供应区已经没有木简</translation>
        </message>
        <message>
            <source>the village is hex {village}, not {hex}</source>
            <translation>村庄在六边形 {village}，不是 {hex}</translation>
        </message>
        <message>
            <source>there is no ahu {ahu}</source>
            <translation>没有石台 {ahu}</translation>
        </message>
        <message>
            <source>there is no marking decision about that object now</source>
            <translation>现在不需要决定是否标记那个物件</translation>
        </message>
        <message>
            <source>there is no object {obj}</source>
            <translation>没有物件 {obj}</translation>
        </message>
        <message>
            <source>this is a player's observation, not the game itself; actions go to the game</source>
            <translation>这是某位玩家所见的局面，不是游戏本身；动作必须交给游戏</translation>
        </message>
        <message>
            <source>unexpected {key!r}</source>
            <translation>不应出现 {key!r}</translation>
        </message>
        <message>
            <source>unknown action or wrong arguments</source>
            <translation>未知的动作或参数错误</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白色骰子</translation>
        </message>
        <message>
            <source>you have already looked under ahu {ahu}</source>
            <translation>你已经查看过石台 {ahu} 的底座</translation>
        </message>
        <message>
            <source>you have no base behind your screen</source>
            <translation>你的屏风后没有石像底座</translation>
        </message>
        <message>
            <source>you have no tribe marker behind your screen</source>
            <translation>你的屏风后没有部落标记</translation>
        </message>
        <message>
            <source>you have no worker behind your screen</source>
            <translation>你的屏风后没有工人</translation>
        </message>
        <message>
            <source>you have {have} log(s) behind your screen, not {logs}</source>
            <translation>你的屏风后有 {have} 根圆木，不是 {logs} 根</translation>
        </message>
        <message>
            <source>you have {have} tribe marker(s) behind your screen, not {markers}</source>
            <translation>你的屏风后有 {have} 个部落标记，不是 {markers} 个</translation>
        </message>
        <message>
            <source>you have {have} worker(s) behind your screen, not {workers}</source>
            <translation>你的屏风后有 {have} 个工人，不是 {workers} 个</translation>
        </message>
        <message>
            <source>you may now mark only {obj}, the object you moved</source>
            <translation>你现在只能标记{obj}，也就是你刚移动的物件</translation>
        </message>
        <message>
            <source>you need a figure of your own on a hex adjacent to ahu {ahu}</source>
            <translation>你必须在紧邻石台 {ahu} 的六边形上有自己的人物</translation>
        </message>
        <message>
            <source>your chief is not behind your screen</source>
            <translation>你的头领不在屏风后</translation>
        </message>
        <message>
            <source>your chief is {place}, not behind your screen</source>
            <translation>你的头领{place}，不在屏风后</translation>
        </message>
        <message>
            <source>your sorcerer is not behind your screen</source>
            <translation>你的法师不在屏风后</translation>
        </message>
        <message>
            <source>your sorcerer is {place}, not behind your screen</source>
            <translation>你的法师{place}，不在屏风后</translation>
        </message>
        <message>
            <source>{action!r} is not an action</source>
            <translation>{action!r} 不是动作</translation>
        </message>
        <message>
            <source>{action} is not possible in {phase}</source>
            <translation>{action} 在{phase}中不能执行</translation>
        </message>
        <message>
            <source>{colour} {faces}</source>
            <translation>{colour} {faces}</translation>
        </message>
        <message>
            <source>{figure!r} is not a figure (worker, sorcerer, chief)</source>
            <translation>{figure!r} 不是人物（worker、sorcerer、chief）</translation>
        </message>
        <message>
            <source>{given!r} is not a hex (write q,r such as 5,6)</source>
            <translation>{given!r} 不是六边形（请写成 q,r，例如 5,6）</translation>
        </message>
        <message>
            <source>{goal!r} is not a goal (erect or hat)</source>
            <translation>{goal!r} 不是目标（erect 或 hat）</translation>
        </message>
        <message>
            <source>{key!r} needs a value</source>
            <translation>{key!r} 需要一个值</translation>
        </message>
        <message>
            <source>{moai} is a size-{size} moai; your unused sculptor strength is {strength}</source>
            <translation>{moai}是 {size} 号石像；你剩余的凿刻力量是 {strength}</translation>
        </message>
        <message>
            <source>{moai} is not on the quarry display</source>
            <translation>{moai}不在采石场展示区</translation>
        </message>
        <message>
            <source>{name} cannot be negative</source>
            <translation>{name} 不能是负数</translation>
        </message>
        <message>
            <source>{name} must be a hex (q, r), not {value!r}</source>
            <translation>{name} 必须是六边形 (q, r)，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be a whole number, not {value!r}</source>
            <translation>{name} 必须是整数，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be text, not {value!r}</source>
            <translation>{name} 必须是文字，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be true or false, not {value!r}</source>
            <translation>{name} 必须是 true 或 false，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{n} workers</source>
            <translation>{n} 个工人</translation>
        </message>
        <message>
            <source>{obj!r} is not an object such as M7 or H2</source>
            <translation>{obj!r} 不是物件（例如 M7 或 H2）</translation>
        </message>
        <message>
            <source>{obj} already carries {player}'s marker</source>
            <translation>{obj}上已经有 {player} 的部落标记</translation>
        </message>
        <message>
            <source>{obj} belongs to nobody: you may capture it only if you erect it or mark it, and you have no marker</source>
            <translation>{obj}不属于任何人：只有在你能建造或标记它时才能占有，而你没有部落标记</translation>
        </message>
        <message>
            <source>{obj} cannot reach hex {dest}: {why}</source>
            <translation>{obj}无法到达六边形 {dest}：{why}</translation>
        </message>
        <message>
            <source>{obj} carries {player}'s marker; only they may move it</source>
            <translation>{obj}上有 {player} 的部落标记；只有他能移动它</translation>
        </message>
        <message>
            <source>{obj} does not carry your marker</source>
            <translation>{obj}上没有你的部落标记</translation>
        </message>
        <message>
            <source>{obj} has already been moved in this transport phase; it may move again next round</source>
            <translation type="vanished">{obj}在这个运输阶段已经移动过；下一轮才能再移动</translation>
        </message>
        <message>
            <source>{obj} has already moved in this transport phase; it may move again only to be erected</source>
            <translation>{obj}在这个运输阶段已经移动过；再次移动时必须把它建造起来</translation>
        </message>
        <message>
            <source>{obj} has already moved in this transport phase; it may move again only to be placed on a moai</source>
            <translation>{obj}在这个运输阶段已经移动过；再次移动时必须把它戴到石像上</translation>
        </message>
        <message>
            <source>{obj} is already erected on ahu {ahu}</source>
            <translation>{obj}已经建造在石台 {ahu} 上</translation>
        </message>
        <message>
            <source>{obj} is already placed on ahu {ahu}</source>
            <translation>{obj}已经戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>{obj} is not lying on the island, so it cannot be marked</source>
            <translation>{obj}不在岛上，所以不能标记</translation>
        </message>
        <message>
            <source>{obj} is not on the island</source>
            <translation>{obj}不在岛上</translation>
        </message>
        <message>
            <source>{obj} stands in front of {player}'s screen; only they may move it</source>
            <translation>{obj}在 {player} 的屏风前；只有他能移动它</translation>
        </message>
        <message>
            <source>{obj} was captured: you must mark it (or erect it)</source>
            <translation>{obj}是占有来的：你必须标记它（或建造它）</translation>
        </message>
        <message>
            <source>{player} is not in this {players}-player game</source>
            <translation>{player} 不在这局 {players} 人游戏中</translation>
        </message>
        <message>
            <source>{player} moved {obj} in this transport phase; the others may claim it only from the next transport phase</source>
            <translation>{player} 在这个运输阶段移动了{obj}；其他玩家要到下一个运输阶段才能占有它</translation>
        </message>
        <message>
            <source>{power!r} is not a sorcerer action (village, hut, forest, reserve, hat)</source>
            <translation>{power!r} 不是法师的行动（village、hut、forest、reserve、hat）</translation>
        </message>
        <message>
            <source>{power!r} is not an action (village, hut, forest, reserve, hat)</source>
            <translation>{power!r} 不是行动（village、hut、forest、reserve、hat）</translation>
        </message>
        <message>
            <source>{seat} bid 1 marker and no sculptors</source>
            <translation>{seat} 出价 1 个部落标记，没有凿刻工</translation>
        </message>
        <message>
            <source>{seat} bid 1 marker with {sculptors}</source>
            <translation>{seat} 出价 1 个部落标记，凿刻工为{sculptors}</translation>
        </message>
        <message>
            <source>{seat} bid no markers, only {sculptors}</source>
            <translation>{seat} 没有出部落标记，凿刻工为{sculptors}</translation>
        </message>
        <message>
            <source>{seat} bid nothing</source>
            <translation>{seat} 什么都没出</translation>
        </message>
        <message>
            <source>{seat} bid {markers} markers and no sculptors</source>
            <translation>{seat} 出价 {markers} 个部落标记，没有凿刻工</translation>
        </message>
        <message>
            <source>{seat} bid {markers} markers with {sculptors}</source>
            <translation>{seat} 出价 {markers} 个部落标记，凿刻工为{sculptors}</translation>
        </message>
        <message>
            <source>{seat} gets the first-player pawn</source>
            <translation>{seat} 获得起始玩家标记</translation>
        </message>
        <message>
            <source>{seat} leaves the other markers in place</source>
            <translation>{seat} 将其余标记留在原处</translation>
        </message>
        <message>
            <source>{seat} leaves {obj} unmarked</source>
            <translation>{seat} 不标记{obj}</translation>
        </message>
        <message>
            <source>{seat} looks under the base of ahu {ahu}</source>
            <translation>{seat} 查看石台 {ahu} 的石像底座</translation>
        </message>
        <message>
            <source>{seat} makes a secret bid</source>
            <translation type="vanished">{seat} 秘密出价</translation>
        </message>
        <message>
            <source>{seat} marks {obj}</source>
            <translation>{seat} 标记{obj}</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex}</source>
            <translation>{seat} 将{obj}移到 {hex}</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex} and erects it on ahu {ahu}</source>
            <translation>{seat} 将{obj}移到 {hex}，并在石台 {ahu} 上建造</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex} and puts it on the moai of ahu {ahu}</source>
            <translation>{seat} 将{obj}移到 {hex}，并戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>{seat} passes</source>
            <translation>{seat} 放弃行动</translation>
        </message>
        <message>
            <source>{seat} places {figure} on {hex}</source>
            <translation>{seat} 将{figure}放到 {hex}</translation>
        </message>
        <message>
            <source>{seat} places {figure} with {logs} log(s) on {hex}</source>
            <translation>{seat} 将{figure}连同 {logs} 根圆木放到 {hex}</translation>
        </message>
        <message>
            <source>{seat} spends a tribe marker and takes a tablet</source>
            <translation>{seat} 打出一个部落标记，拿取一片木简</translation>
        </message>
        <message>
            <source>{seat} stops choosing moai</source>
            <translation>{seat} 停止挑选石像</translation>
        </message>
        <message>
            <source>{seat} takes back the marker from {obj}</source>
            <translation>{seat} 从{obj}上收回部落标记</translation>
        </message>
        <message>
            <source>{seat} takes {moai} (size {size})</source>
            <translation>{seat} 拿取{moai}（尺寸 {size}）</translation>
        </message>
        <message>
            <source>{seat}'s chief goes to {hex}, discards tablets and {what}</source>
            <translation>{seat} 的头领前往 {hex}，弃掉木简并{what}</translation>
        </message>
        <message>
            <source>{seat}'s sorcerer goes to {hex} and {what}</source>
            <translation>{seat} 的法师前往 {hex} 并{what}</translation>
        </message>
        <message>
            <source>{seat}: score {score}</source>
            <translation>{seat}：分数 {score}</translation>
        </message>
        <message>
            <source>{t!r} is not a carrier (W2 worker, S2 sorcerer, C2 chief of seat 2, L log)</source>
            <translation>{t!r} 不是搬运者（W2 工人、S2 法师、C2 座位 2 的头领、L 圆木）</translation>
        </message>
        <message>
            <source>{token!r} is given twice</source>
            <translation>{token!r} 出现了两次</translation>
        </message>
        <message>
            <source>{token!r} is not a die face like W2</source>
            <translation>{token!r} 不是骰子点数（例如 W2）</translation>
        </message>
        <message>
            <source>{token!r} is not part of a bid (m2, w1, s, c)</source>
            <translation>{token!r} 不是出价的一部分（m2、w1、s、c）</translation>
        </message>
        <message>
            <source>{value!r} is not an ahu such as A07</source>
            <translation>{value!r} 不是石台（例如 A07）</translation>
        </message>
        <message>
            <source>{word!r} is not a figure (worker, sorcerer, chief)</source>
            <translation>{word!r} 不是人物（worker、sorcerer、chief）</translation>
        </message>
    </context>
    <context>
        <name>GiantsTable</name>
        <message>
            <source>Ahu {id}: black {black} per moai size, red {red} for a hat</source>
            <translation>石台 {id}：黑色数字 {black}（乘以石像尺寸），石帽加红色数字 {red}</translation>
        </message>
        <message>
            <source>All actions (double-click to play):</source>
            <translation>所有动作（双击执行）：</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向键</translation>
        </message>
        <message>
            <source>Behind the screen</source>
            <translation type="vanished">屏风后</translation>
        </message>
        <message>
            <source>Behind the screen: hidden</source>
            <translation>屏风后：隐藏</translation>
        </message>
        <message>
            <source>Bid: markers {m}, strength {st}</source>
            <translation>出价：部落标记 {m} 个，凿刻力量 {st}</translation>
        </message>
        <message>
            <source>Bid: {m} marker(s), strength {st}</source>
            <translation type="vanished">出价：{m} 个部落标记，凿刻力量 {st}</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>取消 (Esc)</translation>
        </message>
        <message>
            <source>Cancel the piece in hand or the choice (also the right mouse button)</source>
            <translation>取消手上的棋子或选择（也可按鼠标右键）</translation>
        </message>
        <message>
            <source>Carriers:</source>
            <translation>搬运者：</translation>
        </message>
        <message>
            <source>Choose:</source>
            <translation>选择：</translation>
        </message>
        <message>
            <source>Choosing order: {order}</source>
            <translation>挑选顺序：{order}</translation>
        </message>
        <message>
            <source>Clear bid</source>
            <translation>清除出价</translation>
        </message>
        <message>
            <source>Clear the secret bid</source>
            <translation>清除秘密出价</translation>
        </message>
        <message>
            <source>Click a moai on the quarry display to take it, or stop choosing.</source>
            <translation>点击采石场展示区上的石像来拿取，或停止挑选。</translation>
        </message>
        <message>
            <source>Click your marked objects to take markers back, then Leave other markers.</source>
            <translation>点击你标记过的物件收回部落标记，然后按“其余标记留在原处”。</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>骰子</translation>
        </message>
        <message>
            <source>Drag a figure from behind your screen onto a hex (or click it, then a hex). Logs behind your screen: click them to send them with the next worker or sorcerer.</source>
            <translation>把人物从屏风后拖到六边形上（或先点击人物，再点击六边形）。屏风后的圆木：点击圆木，让它跟着下一个工人或法师一起放置。</translation>
        </message>
        <message>
            <source>Drag a figure from behind your screen onto a hex (or click it, then a hex). Logs: click them to send them with the next worker or sorcerer.</source>
            <translation type="vanished">把人物从屏风后拖到六边形上（或先点击人物，再点击六边形）。圆木：点击圆木，让它跟着下一个工人或法师一起放置。</translation>
        </message>
        <message>
            <source>Drag a moai or hat onto a hex, an ahu or a moai (or click it, then the target). Click an unmarked object twice to mark it without moving.</source>
            <translation>把石像或石帽拖到六边形、石台或石像上（或先点击它，再点击目标）。点两次未标记的物件，可以不移动直接标记。</translation>
        </message>
        <message>
            <source>Drop it on a hex of the island.</source>
            <translation type="vanished">把它放到岛上的六边形。</translation>
        </message>
        <message>
            <source>During the secret bid nothing is moved: figures go onto the island in phase 3. To bid, click markers and figures behind your screen (click again to take one back), then Place bid.</source>
            <translation>秘密出价期间不能移动任何东西：人物要到阶段 3 才放上岛屿。出价时请点击屏风后的部落标记和人物（再点一次可取回），然后按“出价”。</translation>
        </message>
        <message>
            <source>Fit the table to the window</source>
            <translation>让桌面适合窗口大小</translation>
        </message>
        <message>
            <source>In front of the screen</source>
            <translation type="vanished">屏风前</translation>
        </message>
        <message>
            <source>Last action</source>
            <translation type="vanished">上一个动作</translation>
        </message>
        <message>
            <source>Last: {action}</source>
            <translation>上一步：{action}</translation>
        </message>
        <message>
            <source>Leave other markers</source>
            <translation>其余标记留在原处</translation>
        </message>
        <message>
            <source>Leave the object unmarked</source>
            <translation>不标记这个物件</translation>
        </message>
        <message>
            <source>Leave the other markers</source>
            <translation>其他标记留在原处</translation>
        </message>
        <message>
            <source>Leave unmarked</source>
            <translation>不标记</translation>
        </message>
        <message>
            <source>Leave {obj} unmarked</source>
            <translation>不标记{obj}</translation>
        </message>
        <message>
            <source>Legal actions</source>
            <translation>可行的动作</translation>
        </message>
        <message>
            <source>Logs on this hex: {n}</source>
            <translation>这格的圆木：{n}</translation>
        </message>
        <message>
            <source>Logs out of the game: {n}</source>
            <translation>已移出游戏的圆木：{n}</translation>
        </message>
        <message>
            <source>Logs with the next figure: 0</source>
            <translation type="vanished">与下一个人物同行的圆木：0</translation>
        </message>
        <message>
            <source>Logs with the next figure: none</source>
            <translation>与下一个人物同行的圆木：无</translation>
        </message>
        <message>
            <source>Logs with the next figure: {n}</source>
            <translation>与下一个人物同行的圆木：{n}</translation>
        </message>
        <message>
            <source>Mark it</source>
            <translation>标记它</translation>
        </message>
        <message>
            <source>Mark the object</source>
            <translation>标记这个物件</translation>
        </message>
        <message>
            <source>Mark the object returned to the quarry, or leave it.</source>
            <translation>标记放回采石场的物件，或不标记。</translation>
        </message>
        <message>
            <source>Mark the object you moved, or leave it unmarked.</source>
            <translation>标记你移动的物件，或不标记。</translation>
        </message>
        <message>
            <source>Mark {obj}</source>
            <translation>标记{obj}</translation>
        </message>
        <message>
            <source>Move the view (also drag the background)</source>
            <translation>移动视野（也可拖动背景）</translation>
        </message>
        <message>
            <source>No prestige given away</source>
            <translation>不送出任何威望</translation>
        </message>
        <message>
            <source>Not reachable from here.</source>
            <translation type="vanished">从这里到不了。</translation>
        </message>
        <message>
            <source>Nothing to decide for you now.</source>
            <translation>目前没有需要你决定的事。</translation>
        </message>
        <message>
            <source>Nothing to do with that now: see the hint above.</source>
            <translation>现在不能对它做任何事：请看上方的提示。</translation>
        </message>
        <message>
            <source>Now click where it goes (Esc cancels).</source>
            <translation>现在点击要放的位置（Esc 取消）。</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>确定</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>放弃行动</translation>
        </message>
        <message>
            <source>Pick a choice offered in the side panel</source>
            <translation>选择侧边面板提供的选项</translation>
        </message>
        <message>
            <source>Place bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Place bid: {bid}</source>
            <translation>出价：{bid}</translation>
        </message>
        <message>
            <source>Place the secret bid</source>
            <translation>提交秘密出价</translation>
        </message>
        <message>
            <source>Prestige: {gains}</source>
            <translation>威望：{gains}</translation>
        </message>
        <message>
            <source>Quarry display (this round's moai)</source>
            <translation>采石场展示区（本轮的石像）</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>第 {n} 轮</translation>
        </message>
        <message>
            <source>Round {round}, {phase}: waiting for {who}</source>
            <translation>第 {round} 轮，{phase}：等待 {who}</translation>
        </message>
        <message>
            <source>Score {score}</source>
            <translation>分数 {score}</translation>
        </message>
        <message>
            <source>Score {score} (prestige {p})</source>
            <translation>分数 {score}（威望 {p}）</translation>
        </message>
        <message>
            <source>Secret bid: click markers and figures behind your screen, then Place bid.</source>
            <translation>秘密出价：点击屏风后的部落标记和人物，然后按“出价”。</translation>
        </message>
        <message>
            <source>Send one more log with the next worker or sorcerer</source>
            <translation>让下一个工人或法师多带一根圆木</translation>
        </message>
        <message>
            <source>Stop choosing moai</source>
            <translation>停止挑选石像</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <source>Take a tablet (action D)</source>
            <translation>拿一片木简（行动 D）</translation>
        </message>
        <message>
            <source>The secret bids are revealed</source>
            <translation>秘密出价揭晓</translation>
        </message>
        <message>
            <source>Who carries your moai: the cheapest relay, or favour another player (their figures carry where they can and they gain the prestige).</source>
            <translation>由谁搬运你的石像：最省威望的接力，或偏向某位玩家（尽可能由他的人物搬运，由他得到威望）。</translation>
        </message>
        <message>
            <source>Your possible actions are listed here when it is your decision.</source>
            <translation>轮到你决定时，你能做的行动会列在这里。</translation>
        </message>
        <message>
            <source>Your secret bid is the only decision now. Put it together behind your screen: click markers, workers, the sorcerer or the chief to add them (click again to take one back); the bid button above shows it, Enter places it, Backspace clears it. Nobody sees it until every bid is in.</source>
            <translation>现在唯一要做的决定是你的秘密出价。在屏风后组合出价：点击部落标记、工人、法师或头领即可加入（再点一次可取回）；上方的出价按钮会显示当前的出价，按 Enter 出价，按 Backspace 清除。在所有人出价之前，没有人看得到你的出价。</translation>
        </message>
        <message>
            <source>Zoom in, zoom out (also the mouse wheel)</source>
            <translation>放大、缩小（也可用鼠标滚轮）</translation>
        </message>
        <message>
            <source>a sculptor this round</source>
            <translation>本轮的凿刻工</translation>
        </message>
        <message>
            <source>an action</source>
            <translation>一个动作</translation>
        </message>
        <message>
            <source>base of {name}</source>
            <translation>{name} 的石像底座</translation>
        </message>
        <message>
            <source>behind the screen</source>
            <translation>在屏风后</translation>
        </message>
        <message>
            <source>bid or spent this round</source>
            <translation>本轮已出价或已使用</translation>
        </message>
        <message>
            <source>bidding…</source>
            <translation>出价中…</translation>
        </message>
        <message>
            <source>carrying strength {n}</source>
            <translation>搬运力量 {n}</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>cheapest relay (engine)</source>
            <translation>最省威望的接力（程序建议）</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>头领</translation>
        </message>
        <message>
            <source>chooses #{k}</source>
            <translation>第 {k} 个挑选</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>favour {name}</source>
            <translation>偏向 {name}</translation>
        </message>
        <message>
            <source>has bid</source>
            <translation>已出价</translation>
        </message>
        <message>
            <source>hex {hex}</source>
            <translation>六边形 {hex}</translation>
        </message>
        <message>
            <source>marked by {name}: only they may move it</source>
            <translation>由 {name} 标记：只有他能移动</translation>
        </message>
        <message>
            <source>no tablets</source>
            <translation>没有木简</translation>
        </message>
        <message>
            <source>not rolled yet</source>
            <translation>尚未掷骰</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>owner hidden (face-down base)</source>
            <translation>主人未公开（底座朝下）</translation>
        </message>
        <message>
            <source>shows {face}</source>
            <translation>掷出 {face}</translation>
        </message>
        <message>
            <source>sorcerer</source>
            <translation>法师</translation>
        </message>
        <message>
            <source>strength left {n}</source>
            <translation>剩余力量 {n}</translation>
        </message>
        <message>
            <source>to act</source>
            <translation>轮到行动</translation>
        </message>
        <message>
            <source>unmarked: anyone may capture it</source>
            <translation>未标记：任何人都可以占有</translation>
        </message>
        <message>
            <source>{name} has passed</source>
            <translation>{name} 已放弃行动</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{n} base(s) behind the screen</source>
            <translation>屏风后有 {n} 个石像底座</translation>
        </message>
        <message>
            <source>{n} log(s) behind the screen</source>
            <translation>屏风后有 {n} 根圆木</translation>
        </message>
        <message>
            <source>{n} logs</source>
            <translation>{n} 根圆木</translation>
        </message>
        <message>
            <source>{n} tablet(s)</source>
            <translation>{n} 片木简</translation>
        </message>
        <message>
            <source>{n}×marker</source>
            <translation>{n}×部落标记</translation>
        </message>
        <message>
            <source>{n}×worker</source>
            <translation>{n}×工人</translation>
        </message>
    </context>
    <context>
        <name>GiantsTerms</name>
        <message>
            <source>A base lies on it colour side up: only its owner may erect a moai here.</source>
            <translation>上面有彩色面朝上的石像底座：只有底座的主人能在这里建造石像。</translation>
        </message>
        <message>
            <source>A figure of strength 1. Carves a moai as a sculptor in the auction, or stands on a hex to carry moai and hats in the transport phase. Another player's worker used as a carrier gives its owner 1 prestige.</source>
            <translation>力量为 1 的人物。在竞拍中当凿刻工凿刻石像，或站在六边形上，在运输阶段搬运石像和石帽。使用其他玩家的工人搬运时，其主人得到 1 点威望。</translation>
        </message>
        <message>
            <source>A figure of strength 1. Placed on a special hex it acts there: a worker at the village, a tribe marker at the sorcerers' hut, logs in a forest, a reserved ahu beside the coast, a hat at the hat quarry.</source>
            <translation>力量为 1 的人物。放在特殊六边形上会执行该处的行动：在村庄得到工人、在法师屋得到部落标记、在森林得到圆木、在海岸旁预占石台、在石帽采石场得到石帽。</translation>
        </message>
        <message>
            <source>A figure of strength 3: carries any moai alone. Once per round it may stand on a special hex and, by discarding 2 tablets, do the sorcerer's action there. Another player's chief used as a carrier gives its owner 1, 2 or 3 prestige by the size carried.</source>
            <translation>力量为 3 的人物：单独就能搬运任何石像。每轮一次，可站在特殊六边形上并弃掉 2 片木简，执行法师在该处的行动。使用其他玩家的头领搬运时，其主人依搬运物件的尺寸得到 1、2 或 3 点威望。</translation>
        </message>
        <message>
            <source>A moai standing on its ahu; the base under it shows who scores it (hidden unless ownership is open).</source>
            <translation>立在石台上的石像；下方的底座显示由谁得分（除非公开归属，否则是隐藏的）。</translation>
        </message>
        <message>
            <source>A stone platform on the coast. A moai erected here scores its black number × the moai's size; a hat on that moai adds the red number. The sorcerer on a hex beside it may reserve it with a base.</source>
            <translation>海岸上的石台。在这里建造的石像得到黑色数字 × 石像尺寸的分数；石像戴上石帽再加红色数字。法师站在紧邻的六边形上可用石像底座预占它。</translation>
        </message>
        <message>
            <source>A tribe marker lies on it: only the marker's owner may move it.</source>
            <translation>上面放着部落标记：只有标记的主人能移动它。</translation>
        </message>
        <message>
            <source>Adds 1 strength to its hex, but only if a worker or the sorcerer stands there too. Placed with a worker or the sorcerer; all logs leave the game at the end of the transport phase.</source>
            <translation>为所在的六边形增加 1 点力量，但只有在同格也有工人或法师时才有效。与工人或法师一起放置；运输阶段结束时，所有圆木移出游戏。</translation>
        </message>
        <message>
            <source>Ahu</source>
            <translation>石台</translation>
        </message>
        <message>
            <source>Banner</source>
            <translation>旗帜</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>石像底座</translation>
        </message>
        <message>
            <source>Bid in the auction to choose moai first; played in front of the screen to take a tablet; put on a moai or hat so that only you may move it.</source>
            <translation>在竞拍中出价以优先挑选石像；放到屏风前可拿一片木简；放在石像或石帽上，就只有你能移动它。</translation>
        </message>
        <message>
            <source>Breaks ties in the auction; 2 pay for the chief's action; 1 buys a look under a base. Every unused pair scores 3 at the end.</source>
            <translation>竞拍平手时决定顺序；2 片可支付头领的行动；1 片可查看一个石像底座。游戏结束时，每 2 片未用的木简得 3 分。</translation>
        </message>
        <message>
            <source>Brown die</source>
            <translation>棕色骰子</translation>
        </message>
        <message>
            <source>Carved at the hat quarry. Carried like a size-1 moai and put on an erected moai without a hat; it scores the ahu's red number for the owner of that moai.</source>
            <translation>在石帽采石场凿刻。搬运方式与 1 号石像相同，可戴在尚未戴帽的已建石像上；为该石像的主人得到石台上的红色数字分数。</translation>
        </message>
        <message>
            <source>Chief</source>
            <translation>头领</translation>
        </message>
        <message>
            <source>Colour side up it reserves an ahu for its owner; colour side down it carries an erected moai, whose points go to the base's owner. The game ends when a player has a moai on every base.</source>
            <translation>彩色面朝上时，为主人预占石台；彩色面朝下时，上面立着已建造的石像，分数归底座的主人。当有玩家的每个底座上都立有石像时，游戏结束。</translation>
        </message>
        <message>
            <source>Erected moai</source>
            <translation>已建造的石像</translation>
        </message>
        <message>
            <source>Figures and logs of any colours may share it. Its strength (figures plus logs beside a figure) decides which moai may pass through.</source>
            <translation>任何颜色的人物和圆木都可以同在一格。它的力量（人物加上有人物陪同的圆木）决定哪些石像能通过。</translation>
        </message>
        <message>
            <source>Forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <source>Forest (stump)</source>
            <translation>森林（树桩）</translation>
        </message>
        <message>
            <source>Hat (pukao)</source>
            <translation>石帽（普卡奥）</translation>
        </message>
        <message>
            <source>Hat quarry</source>
            <translation>石帽采石场</translation>
        </message>
        <message>
            <source>Holds the figures and tribe markers not yet in play; the village and the sorcerers' hut take them from here. Nobody may count its contents.</source>
            <translation>存放尚未进入游戏的人物和部落标记；村庄和法师屋从这里拿取。任何人都不得清点里面的内容。</translation>
        </message>
        <message>
            <source>Its logs are taken; no one can take logs here again.</source>
            <translation>圆木已被拿走；任何人都不能再从这里拿圆木。</translation>
        </message>
        <message>
            <source>Land hex</source>
            <translation>陆地六边形</translation>
        </message>
        <message>
            <source>Large moai (size 3)</source>
            <translation>大石像（3 号）</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>圆木</translation>
        </message>
        <message>
            <source>Marked object</source>
            <translation>已标记的物件</translation>
        </message>
        <message>
            <source>Medium moai (size 2)</source>
            <translation>中石像（2 号）</translation>
        </message>
        <message>
            <source>Moai quarry</source>
            <translation>石像采石场</translation>
        </message>
        <message>
            <source>Moai won in the auction start their journey here; unmoved moai come back here at the end of the transport phase.</source>
            <translation>竞拍得到的石像从这里出发；运输阶段结束时，未移动的石像回到这里。</translation>
        </message>
        <message>
            <source>Moai, hats and tablets not yet in play.</source>
            <translation>尚未进入游戏的石像、石帽和木简。</translation>
        </message>
        <message>
            <source>Needs strength 1 in each hex it enters. Erected, it scores the ahu's black number × 1.</source>
            <translation>进入的每个六边形都需要 1 点力量。建造后得到石台黑色数字 × 1 的分数。</translation>
        </message>
        <message>
            <source>Needs strength 2 in each hex it enters (2 workers, a worker and a log, or a chief). Erected, it scores the ahu's black number × 2.</source>
            <translation>进入的每个六边形都需要 2 点力量（2 个工人、1 个工人加 1 根圆木，或 1 个头领）。建造后得到石台黑色数字 × 2 的分数。</translation>
        </message>
        <message>
            <source>Needs strength 3 in each hex it enters (3 workers, 2 workers and a log, a worker and 2 logs, or a chief). Erected, it scores the ahu's black number × 3.</source>
            <translation>进入的每个六边形都需要 3 点力量（3 个工人、2 个工人加 1 根圆木、1 个工人加 2 根圆木，或 1 个头领）。建造后得到石台黑色数字 × 3 的分数。</translation>
        </message>
        <message>
            <source>Nobody owns it: any player may capture it, but must then erect, place or mark it in the same turn.</source>
            <translation>它不属于任何人：任何玩家都可以占有它，但必须在同一回合建造、戴上或标记它。</translation>
        </message>
        <message>
            <source>Quarry display</source>
            <translation>采石场展示区</translation>
        </message>
        <message>
            <source>Raised when the player passes; they take no more actions this phase.</source>
            <translation>玩家放弃行动时插上；本阶段不能再行动。</translation>
        </message>
        <message>
            <source>Receptacle</source>
            <translation>备用箱</translation>
        </message>
        <message>
            <source>Reserved ahu</source>
            <translation>已预占的石台</translation>
        </message>
        <message>
            <source>Rolled in phase 1: each 1, 2 or 3 puts a moai of that size on the quarry display; 0 is a broken moai.</source>
            <translation>在阶段 1 掷出：每个 1、2 或 3 会在采石场放上该尺寸的石像；0 代表石像毁损。</translation>
        </message>
        <message>
            <source>Rongo tablet</source>
            <translation>朗格朗格木简</translation>
        </message>
        <message>
            <source>Small moai (size 1)</source>
            <translation>小石像（1 号）</translation>
        </message>
        <message>
            <source>Sorcerer</source>
            <translation>法师</translation>
        </message>
        <message>
            <source>Sorcerers' hut</source>
            <translation>法师屋</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>供应区</translation>
        </message>
        <message>
            <source>The moai rolled this round. The auction's winners choose from them in order; those left over go back to the supply.</source>
            <translation>本轮掷出的石像。竞拍的胜出者依序挑选；剩下的放回供应区。</translation>
        </message>
        <message>
            <source>The sorcerer here brings one more tribe marker of your colour from the receptacle.</source>
            <translation>法师在这里从备用箱多带来一个你颜色的部落标记。</translation>
        </message>
        <message>
            <source>The sorcerer here brings one more worker of your colour from the receptacle.</source>
            <translation>法师在这里从备用箱多带来一个你颜色的工人。</translation>
        </message>
        <message>
            <source>The sorcerer here carves a hat. Hats start their journey from this hex.</source>
            <translation>法师在这里凿刻石帽。石帽从这个六边形出发。</translation>
        </message>
        <message>
            <source>The sorcerer here takes the logs shown on the tile; the tile then turns to its stump side.</source>
            <translation>法师在这里拿取板块上标示数量的圆木；之后板块翻到树桩面。</translation>
        </message>
        <message>
            <source>Tribe marker</source>
            <translation>部落标记</translation>
        </message>
        <message>
            <source>Unmarked object</source>
            <translation>未标记的物件</translation>
        </message>
        <message>
            <source>Used with 4 or 5 players. Rolled in phase 1 like the white dice, with a different spread of faces.</source>
            <translation>4 或 5 人游戏时使用。与白色骰子一样在阶段 1 掷出，但点数分布不同。</translation>
        </message>
        <message>
            <source>Village</source>
            <translation>村庄</translation>
        </message>
        <message>
            <source>White die</source>
            <translation>白色骰子</translation>
        </message>
        <message>
            <source>Worker</source>
            <translation>工人</translation>
        </message>
    </context>
    <context>
        <name>HandOffDialog</name>
        <message>
            <source>Everyone else, please look away. {name}, press the button when you are ready.</source>
            <translation>其他人请转过头去。{name}，准备好后请按下按钮。</translation>
        </message>
        <message>
            <source>I am {name}: show my view</source>
            <translation>我是 {name}：显示我的画面</translation>
        </message>
        <message>
            <source>Pass the computer</source>
            <translation>交出电脑</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>请交给 {name}</translation>
        </message>
    </context>
    <context>
        <name>Hawaii</name>
        <message>
            <source> + {n} of choice</source>
            <translation> + {n} 个自选</translation>
        </message>
        <message>
            <source>'buy' takes the form 'buy PLACE TILE TOKEN I|II|x1|x2 [rROW]', not {given!r}</source>
            <translation>'buy' 的格式是 'buy PLACE TILE TOKEN I|II|x1|x2 [rROW]'，不是 {given!r}</translation>
        </message>
        <message>
            <source>'fish' takes the form 'fish T1,T2 boats 1,2', not {given!r}</source>
            <translation>'fish' 的格式是 'fish T1,T2 boats 1,2'，不是 {given!r}</translation>
        </message>
        <message>
            <source>'visit' takes the form 'visit DOCK boats 1,2', not {given!r}</source>
            <translation>'visit' 的格式是 'visit DOCK boats 1,2'，不是 {given!r}</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>. </source>
            <translation>。</translation>
        </message>
        <message>
            <source>1 foot</source>
            <translation>1 个脚掌</translation>
        </message>
        <message>
            <source>1 fruit</source>
            <translation>1 个水果</translation>
        </message>
        <message>
            <source>1 shell</source>
            <translation>1 个贝壳</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>第一名</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>第二名</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>End the round on order position {position}</source>
            <translation>在顺序位置 {position} 结束本轮</translation>
        </message>
        <message>
            <source>Everyone sees every player's shells, feet and fruit (as the best-known online version plays).</source>
            <translation>所有人都能看到每位玩家的贝壳、脚掌和水果（与最知名的在线版本相同）。</translation>
        </message>
        <message>
            <source>Fish {count} token(s) with {fish} fish, boat(s) {boats}</source>
            <translation>捕捞 {count} 个鱼指示物，共 {fish} 条鱼，用船 {boats}</translation>
        </message>
        <message>
            <source>Game over: seat(s) {seats} win</source>
            <translation type="vanished">游戏结束：座位 {seats} 获胜</translation>
        </message>
        <message>
            <source>Game over: {seats} won</source>
            <translation>游戏结束：{seats} 获胜</translation>
        </message>
        <message>
            <source>Hawaii</source>
            <translation type="vanished">夏威夷</translation>
        </message>
        <message>
            <source>Island {island} is turned up</source>
            <translation type="vanished">翻开岛屿 {island}</translation>
        </message>
        <message>
            <source>KANE's tiki costs {n} resources in any mix that seat {seat} has</source>
            <translation type="vanished">KANE 的神像需要 {n} 个资源（可任意混合），座位 {seat} 的资源不足</translation>
        </message>
        <message>
            <source>KANE's tiki costs {n} resources in any mix that {player} has</source>
            <translation>KANE 的神像需要 {n} 个资源（可任意混合），{player} 的资源不足</translation>
        </message>
        <message>
            <source>Open screens</source>
            <translation>公开挡板</translation>
        </message>
        <message>
            <source>Pay {amount}</source>
            <translation>支付 {amount}</translation>
        </message>
        <message>
            <source>Player order: {order}</source>
            <translation>玩家顺序：{order}</translation>
        </message>
        <message>
            <source>Round {round} scored: {rows}</source>
            <translation>第 {round} 轮计分：{rows}</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} chooses how to pay</source>
            <translation type="vanished">第 {round} 轮：座位 {seat} 选择支付方式</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} chooses irrigation income</source>
            <translation type="vanished">第 {round} 轮：座位 {seat} 选择灌溉系统的收入</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} decides on KANE's tiki</source>
            <translation type="vanished">第 {round} 轮：座位 {seat} 决定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} must {what}</source>
            <translation type="vanished">第 {round} 轮：座位 {seat} 必须{what}</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} places the island's reward</source>
            <translation type="vanished">第 {round} 轮：座位 {seat} 放置岛屿的奖励</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} to act</source>
            <translation type="vanished">第 {round} 轮：轮到座位 {seat}</translation>
        </message>
        <message>
            <source>Round {round}: setting up</source>
            <translation>第 {round} 轮：准备中</translation>
        </message>
        <message>
            <source>Round {round}: {seat} chooses how to pay</source>
            <translation>第 {round} 轮：{seat} 选择支付方式</translation>
        </message>
        <message>
            <source>Round {round}: {seat} chooses irrigation income</source>
            <translation>第 {round} 轮：{seat} 选择灌溉系统的收入</translation>
        </message>
        <message>
            <source>Round {round}: {seat} decides on KANE's tiki</source>
            <translation>第 {round} 轮：{seat} 决定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>Round {round}: {seat} places the island's reward</source>
            <translation>第 {round} 轮：{seat} 放置岛屿的奖励</translation>
        </message>
        <message>
            <source>Round {round}: {seat} to act</source>
            <translation>第 {round} 轮：轮到 {seat}</translation>
        </message>
        <message>
            <source>Sail to dock {dock} ({island}), boat(s) {boats}</source>
            <translation>航行到码头 {dock}（{island}），用船 {boats}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {count} {tile} at {place} for {price} shells</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 个贝壳购买 {count} 个{tile}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {count} × {tile} for {price} shells</source>
            <translation type="vanished">座位 {seat} 以 {price} 个贝壳购买 {count} × {tile}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) at {place} for {price} shells</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 个贝壳购买{tile}（{side}）</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) at {place} for {price} shells, into village {row}</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 个贝壳购买{tile}（{side}），放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) for {price} shells</source>
            <translation type="vanished">座位 {seat} 以 {price} 个贝壳购买{tile}（{side}）</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) for {price} shells, into village {row}</source>
            <translation type="vanished">座位 {seat} 以 {price} 个贝壳购买{tile}（{side}），放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>Seat {seat} ends the round on order position {position}</source>
            <translation type="vanished">座位 {seat} 在顺序位置 {position} 结束本轮</translation>
        </message>
        <message>
            <source>Seat {seat} fishes {count} token(s)</source>
            <translation type="vanished">座位 {seat} 捕捞 {count} 个鱼指示物</translation>
        </message>
        <message>
            <source>Seat {seat} fishes {count} token(s) with {fish} fish</source>
            <translation type="vanished">座位 {seat} 捕捞 {count} 个鱼指示物，共 {fish} 条鱼</translation>
        </message>
        <message>
            <source>Seat {seat} pays {shells} shells, {feet} feet and {fruit} fruit</source>
            <translation type="vanished">座位 {seat} 支付 {shells} 个贝壳、{feet} 个脚掌和 {fruit} 个水果</translation>
        </message>
        <message>
            <source>Seat {seat} pays {shells} shells, {feet} feet and {fruit} fruit for a tiki with KANE</source>
            <translation type="vanished">座位 {seat} 支付 {shells} 个贝壳、{feet} 个脚掌和 {fruit} 个水果，借由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>Seat {seat} places {tile} in village {row}</source>
            <translation type="vanished">座位 {seat} 将{tile}放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>Seat {seat} sails to dock {dock} ({island})</source>
            <translation type="vanished">座位 {seat} 航行到码头 {dock}（{island}）</translation>
        </message>
        <message>
            <source>Seat {seat} sails to dock {dock}: {island}</source>
            <translation type="vanished">座位 {seat} 航行到码头 {dock}：{island}</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 foot from irrigation</source>
            <translation type="vanished">座位 {seat} 从灌溉系统获得 1 个脚掌</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 fruit from irrigation</source>
            <translation type="vanished">座位 {seat} 从灌溉系统获得 1 个水果</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 shell from irrigation</source>
            <translation type="vanished">座位 {seat} 从灌溉系统获得 1 个贝壳</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 {resource} from irrigation</source>
            <translation type="vanished">座位 {seat} 从灌溉系统获得 1 个{resource}</translation>
        </message>
        <message>
            <source>Seat {seat} takes a tiki with KANE</source>
            <translation type="vanished">座位 {seat} 借由 KANE 拿取一个神像</translation>
        </message>
        <message>
            <source>Seat {seat} takes no tiki with KANE</source>
            <translation type="vanished">座位 {seat} 不借由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>The places are laid out</source>
            <translation>地点已摆放完成</translation>
        </message>
        <message>
            <source>The {island} is turned up</source>
            <translation>翻开{island}</translation>
        </message>
        <message>
            <source>Token {token} (value {value}, {fish} fish) is drawn</source>
            <translation>抽出指示物 {token}（数值 {value}，{fish} 条鱼）</translation>
        </message>
        <message>
            <source>Token {token} ({value}) is drawn</source>
            <translation type="vanished">抽出指示物 {token}（{value}）</translation>
        </message>
        <message>
            <source>a boat goes in the water below the villages</source>
            <translation>船放在村庄下方的水中</translation>
        </message>
        <message>
            <source>a boat the trip does not need cannot sail along (its spaces would be lost)</source>
            <translation>这趟航行不需要的船不能一起出航（它的空格会浪费掉）</translation>
        </message>
        <message>
            <source>a boat used this round cannot sail again this round</source>
            <translation>本轮已使用的船不能再次出航</translation>
        </message>
        <message>
            <source>a kahuna goes in the kahuna column beside the villages</source>
            <translation>祭司放在村庄旁的祭司栏</translation>
        </message>
        <message>
            <source>a layout must name every place exactly once</source>
            <translation>地点排列必须恰好列出每个地点一次</translation>
        </message>
        <message>
            <source>a new village must start with a hut</source>
            <translation>新的村庄必须以小屋开始</translation>
        </message>
        <message>
            <source>a player order must name every seat exactly once</source>
            <translation>玩家顺序必须恰好列出每个座位一次</translation>
        </message>
        <message>
            <source>a tiki goes on the tiki bar above the villages</source>
            <translation>神像放在村庄上方的神像横条</translation>
        </message>
        <message>
            <source>a {tile} takes no village row</source>
            <translation>{tile}不放在村庄横排中</translation>
        </message>
        <message>
            <source>an action must be text, not {type}</source>
            <translation>动作必须是文字，不能是 {type}</translation>
        </message>
        <message>
            <source>an empty action</source>
            <translation>空的动作</translation>
        </message>
        <message>
            <source>boat</source>
            <translation>船</translation>
        </message>
        <message>
            <source>cannot read {given!r} as a comma-separated list of {what} numbers</source>
            <translation>无法把 {given!r} 读成以逗号分隔的{what}编号</translation>
        </message>
        <message>
            <source>cannot read {given!r} as shells/feet/fruit (e.g. 3/0/1)</source>
            <translation>无法把 {given!r} 读成 贝壳/脚掌/水果（例如 3/0/1）</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>chance must draw a price token now (draw T..)</source>
            <translation>现在必须随机抽出价格指示物（draw T..）</translation>
        </message>
        <message>
            <source>chance must draw the player order now (order ...)</source>
            <translation>现在必须随机决定玩家顺序（order ...）</translation>
        </message>
        <message>
            <source>chance must lay out the places now (layout ...)</source>
            <translation>现在必须随机摆放地点（layout ...）</translation>
        </message>
        <message>
            <source>chance must reveal an island now (reveal ...)</source>
            <translation>现在必须随机翻开岛屿（reveal ...）</translation>
        </message>
        <message>
            <source>choose how to pay</source>
            <translation type="vanished">选择支付方式</translation>
        </message>
        <message>
            <source>decide on KANE's tiki</source>
            <translation type="vanished">决定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>dock</source>
            <translation>码头</translation>
        </message>
        <message>
            <source>dock {dock} has no island now</source>
            <translation>码头 {dock} 目前没有岛屿</translation>
        </message>
        <message>
            <source>drop the tile on your own realm</source>
            <translation>把板块放到你自己的领域</translation>
        </message>
        <message>
            <source>each god only once in the realm</source>
            <translation>每个神明在领域中只能有一个</translation>
        </message>
        <message>
            <source>first choose how to pay</source>
            <translation>请先选择支付方式</translation>
        </message>
        <message>
            <source>first choose your irrigation income</source>
            <translation>请先选择灌溉收入</translation>
        </message>
        <message>
            <source>first decide on KANE's tiki</source>
            <translation>请先决定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>first finish the decision in progress</source>
            <translation>请先完成进行中的决定</translation>
        </message>
        <message>
            <source>first place the island's reward</source>
            <translation>请先放置岛屿的奖励</translation>
        </message>
        <message>
            <source>in village {n} the tile goes at the right end, next to the last tile (column {c})</source>
            <translation>在第 {n} 个村庄，板块要放在最右端、紧接最后一块（第 {c} 列）</translation>
        </message>
        <message>
            <source>irrigation gives shells, feet or fruit, not {resource!r}</source>
            <translation>灌溉系统给的是贝壳、脚掌或水果，不是 {resource!r}</translation>
        </message>
        <message>
            <source>irrigation gives shells, feet or fruit, not {value!r}</source>
            <translation>灌溉系统给的是贝壳、脚掌或水果，不是 {value!r}</translation>
        </message>
        <message>
            <source>island (a fruit of choice)</source>
            <translation>岛屿（自选一种水果）</translation>
        </message>
        <message>
            <source>island ({reward})</source>
            <translation>岛屿（{reward}）</translation>
        </message>
        <message>
            <source>island {island} is not in the deck to be drawn</source>
            <translation>岛屿 {island} 不在可抽的岛屿堆中</translation>
        </message>
        <message>
            <source>it is not chance's turn</source>
            <translation>现在不是随机步骤</translation>
        </message>
        <message>
            <source>it is not chance's turn (waiting for {who})</source>
            <translation>现在不是随机步骤（正在等待 {who}）</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>现在不是由 {player} 决定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>kahuna and tiki are bought x1 or x2; other tiles on side I or II</source>
            <translation>祭司和神像以 x1 或 x2 购买；其他板块选 I 面或 II 面</translation>
        </message>
        <message>
            <source>list the boats in number order</source>
            <translation>请按编号顺序列出船</translation>
        </message>
        <message>
            <source>list the fish tokens in number order</source>
            <translation>请按编号顺序列出鱼指示物</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>未达标</translation>
        </message>
        <message>
            <source>no income after the last round</source>
            <translation>最后一轮后没有收入</translation>
        </message>
        <message>
            <source>no price token lies on the {place} place this round</source>
            <translation>本轮{place}地点上没有价格指示物</translation>
        </message>
        <message>
            <source>no {tile} is left</source>
            <translation>已经没有{tile}了</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>one {what} number, not {given!r}</source>
            <translation>只能写一个{what}编号，不是 {given!r}</translation>
        </message>
        <message>
            <source>only one {tile} is left</source>
            <translation>只剩一个{tile}</translation>
        </message>
        <message>
            <source>order position</source>
            <translation>顺序位置</translation>
        </message>
        <message>
            <source>order position {position} is taken</source>
            <translation>顺序位置 {position} 已被占用</translation>
        </message>
        <message>
            <source>place the island's reward</source>
            <translation type="vanished">放置岛屿的奖励</translation>
        </message>
        <message>
            <source>price token {token} is not on the {place} place</source>
            <translation>价格指示物 {token} 不在{place}地点上</translation>
        </message>
        <message>
            <source>price token {token} is not on {place}</source>
            <translation type="vanished">价格指示物 {token} 不在{place}上</translation>
        </message>
        <message>
            <source>reached</source>
            <translation>达标</translation>
        </message>
        <message>
            <source>say in which village row the {tile} goes</source>
            <translation>指定{tile}要放入哪个村庄</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay the feet for this catch</source>
            <translation type="vanished">座位 {seat} 付不起这次捕鱼所需的脚掌</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay the feet to sail to dock {dock}</source>
            <translation type="vanished">座位 {seat} 付不起航行到码头 {dock} 所需的脚掌</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay {feet} feet and {shells} shells</source>
            <translation type="vanished">座位 {seat} 付不起 {feet} 个脚掌和 {shells} 个贝壳</translation>
        </message>
        <message>
            <source>seat {seat} must choose how to pay (pay S/F/R)</source>
            <translation type="vanished">座位 {seat} 必须选择支付方式（pay 贝壳/脚掌/水果）</translation>
        </message>
        <message>
            <source>seat {seat} must choose irrigation income (irrigate shells|feet|fruit)</source>
            <translation type="vanished">座位 {seat} 必须选择灌溉系统的收入（irrigate shells|feet|fruit）</translation>
        </message>
        <message>
            <source>seat {seat} must decide on KANE's tiki (kane S/F/R or kane skip)</source>
            <translation type="vanished">座位 {seat} 必须决定是否拿取 KANE 的神像（kane 贝壳/脚掌/水果 或 kane skip）</translation>
        </message>
        <message>
            <source>seat {seat} must place the island's reward (place TILE rROW)</source>
            <translation type="vanished">座位 {seat} 必须放置岛屿的奖励（place 板块 r行）</translation>
        </message>
        <message>
            <source>take at least one fish token</source>
            <translation>至少要拿取一个鱼指示物</translation>
        </message>
        <message>
            <source>take equal fish tokens lowest number first ({tokens})</source>
            <translation type="vanished">相同的鱼指示物请先拿编号最小的（{tokens}）</translation>
        </message>
        <message>
            <source>that is {player}'s chief; you move only your own</source>
            <translation>那是 {player} 的酋长；你只能移动自己的酋长</translation>
        </message>
        <message>
            <source>the chief cannot go back to the beach; end the round on an order position instead</source>
            <translation>酋长不能回到沙滩；请改在顺序位置上结束本轮</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>游戏已经结束</translation>
        </message>
        <message>
            <source>the realm has only {rows} village rows</source>
            <translation>领域只有 {rows} 个村庄横排</translation>
        </message>
        <message>
            <source>the reward cannot go there: {tile} in village {row}</source>
            <translation>奖励不能放在那里：第 {row} 个村庄的{tile}</translation>
        </message>
        <message>
            <source>the row must be written r1, r2, ..., not {row!r}</source>
            <translation>村庄横排必须写成 r1、r2……，不能是 {row!r}</translation>
        </message>
        <message>
            <source>the side must be I, II, x1 or x2, not {side!r}</source>
            <translation>面必须是 I、II、x1 或 x2，不能是 {side!r}</translation>
        </message>
        <message>
            <source>there are no fish tokens in the cove</source>
            <translation>海湾中没有鱼指示物</translation>
        </message>
        <message>
            <source>there is no dock {dock}</source>
            <translation>没有码头 {dock}</translation>
        </message>
        <message>
            <source>there is no order position {position}</source>
            <translation>没有顺序位置 {position}</translation>
        </message>
        <message>
            <source>there is no place called {place}</source>
            <translation>没有名为 {place} 的地点</translation>
        </message>
        <message>
            <source>there is no room for {count} {tile} on the board</source>
            <translation>玩家图版上放不下 {count} 个{tile}</translation>
        </message>
        <message>
            <source>there is no village row {row}</source>
            <translation>没有第 {row} 个村庄横排</translation>
        </message>
        <message>
            <source>this view does not know the acting seat's resources</source>
            <translation>这个画面不知道行动座位的资源</translation>
        </message>
        <message>
            <source>those are not seat {seat}'s boats</source>
            <translation type="vanished">那些不是座位 {seat} 的船</translation>
        </message>
        <message>
            <source>those are not {player}'s boats</source>
            <translation>那些不是 {player} 的船</translation>
        </message>
        <message>
            <source>those boats hold {space} spaces; {need} are needed</source>
            <translation>那些船只有 {space} 个空格；需要 {need} 个</translation>
        </message>
        <message>
            <source>those fish tokens are not all in the cove</source>
            <translation>那些鱼指示物并不都在海湾中</translation>
        </message>
        <message>
            <source>token {token} is not in the bag</source>
            <translation>指示物 {token} 不在袋子里</translation>
        </message>
        <message>
            <source>unknown Hawaii action {verb!r} in {given!r}</source>
            <translation>{given!r} 中有未知的夏威夷动作 {verb!r}</translation>
        </message>
        <message>
            <source>use only the boats needed, lowest-numbered first among equal boats</source>
            <translation type="vanished">只使用需要的船；相同的船请先用编号最小的</translation>
        </message>
        <message>
            <source>village tiles go in a village row</source>
            <translation>村庄板块要放在村庄横排中</translation>
        </message>
        <message>
            <source>village {row} already has a god</source>
            <translation>第 {row} 个村庄已经有一个神明</translation>
        </message>
        <message>
            <source>village {row} already has a {tile}</source>
            <translation>第 {row} 个村庄已经有{tile}</translation>
        </message>
        <message>
            <source>villages are started top to bottom without skipping a row</source>
            <translation>村庄必须由上往下依序开始，不能跳过任何一行</translation>
        </message>
        <message>
            <source>{action!r} is not an action</source>
            <translation>{action!r} 不是动作</translation>
        </message>
        <message>
            <source>{action} is not a chief action (buy, fish, visit or end)</source>
            <translation>{action} 不是酋长的行动（buy、fish、visit 或 end）</translation>
        </message>
        <message>
            <source>{count} {resource}</source>
            <translation>{count} 个{resource}</translation>
        </message>
        <message>
            <source>{count} × {tile}</source>
            <translation>{count} × {tile}</translation>
        </message>
        <message>
            <source>{count} × {tile} for {price} shells</source>
            <translation>{count} × {tile}，{price} 个贝壳</translation>
        </message>
        <message>
            <source>{n} feet</source>
            <translation>{n} 个脚掌</translation>
        </message>
        <message>
            <source>{n} fruit</source>
            <translation>{n} 个水果</translation>
        </message>
        <message>
            <source>{n} shells</source>
            <translation>{n} 个贝壳</translation>
        </message>
        <message>
            <source>{payment} is not a way to pay this; choose one of {ways}</source>
            <translation>{payment} 不是这笔费用的支付方式；请从 {ways} 中选择</translation>
        </message>
        <message>
            <source>{place} has no {tile} left</source>
            <translation type="vanished">{place}已经没有{tile}了</translation>
        </message>
        <message>
            <source>{place} has only one {tile} left</source>
            <translation type="vanished">{place}只剩一个{tile}</translation>
        </message>
        <message>
            <source>{player} cannot pay the feet for this catch</source>
            <translation>{player} 付不起这次捕鱼所需的脚掌</translation>
        </message>
        <message>
            <source>{player} cannot pay the feet to sail to dock {dock}</source>
            <translation>{player} 付不起航行到码头 {dock} 所需的脚掌</translation>
        </message>
        <message>
            <source>{player} cannot pay {feet} feet and {shells} shells</source>
            <translation>{player} 付不起 {feet} 个脚掌和 {shells} 个贝壳</translation>
        </message>
        <message>
            <source>{player} must choose how to pay (pay S/F/R)</source>
            <translation>{player} 必须选择支付方式（pay 贝壳/脚掌/水果）</translation>
        </message>
        <message>
            <source>{player} must choose irrigation income (irrigate shells|feet|fruit)</source>
            <translation>{player} 必须选择灌溉系统的收入（irrigate shells|feet|fruit）</translation>
        </message>
        <message>
            <source>{player} must decide on KANE's tiki (kane S/F/R or kane skip)</source>
            <translation>{player} 必须决定是否拿取 KANE 的神像（kane 贝壳/脚掌/水果 或 kane skip）</translation>
        </message>
        <message>
            <source>{player} must place the island's reward (place TILE rROW)</source>
            <translation>{player} 必须放置岛屿的奖励（place 板块 r行）</translation>
        </message>
        <message>
            <source>{player}'s resources are behind a screen in this view</source>
            <translation>在这个画面中，{player} 的资源在挡板后</translation>
        </message>
        <message>
            <source>{seat} buys {count} × {tile} for {price} shells</source>
            <translation>{seat} 以 {price} 个贝壳购买 {count} × {tile}</translation>
        </message>
        <message>
            <source>{seat} buys {tile} ({side}) for {price} shells</source>
            <translation>{seat} 以 {price} 个贝壳购买{tile}（{side}）</translation>
        </message>
        <message>
            <source>{seat} buys {tile} ({side}) for {price} shells, into village {row}</source>
            <translation>{seat} 以 {price} 个贝壳购买{tile}（{side}），放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>{seat} ends the round on order position {position}</source>
            <translation>{seat} 在顺序位置 {position} 结束本轮</translation>
        </message>
        <message>
            <source>{seat} fishes {count} token(s) with {fish} fish</source>
            <translation>{seat} 捕捞 {count} 个鱼指示物，共 {fish} 条鱼</translation>
        </message>
        <message>
            <source>{seat} pays {amount}</source>
            <translation>{seat} 支付{amount}</translation>
        </message>
        <message>
            <source>{seat} pays {amount} for a tiki with KANE</source>
            <translation>{seat} 支付{amount}，借由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>{seat} pays {shells} shells, {feet} feet and {fruit} fruit</source>
            <translation type="vanished">{seat} 支付 {shells} 个贝壳、{feet} 个脚掌和 {fruit} 个水果</translation>
        </message>
        <message>
            <source>{seat} pays {shells} shells, {feet} feet and {fruit} fruit for a tiki with KANE</source>
            <translation type="vanished">{seat} 支付 {shells} 个贝壳、{feet} 个脚掌和 {fruit} 个水果，借由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>{seat} places {tile} in village {row}</source>
            <translation>{seat} 将{tile}放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>{seat} sails to dock {dock}: {island}</source>
            <translation>{seat} 航行到码头 {dock}：{island}</translation>
        </message>
        <message>
            <source>{seat} takes 1 foot from irrigation</source>
            <translation>{seat} 从灌溉系统获得 1 个脚掌</translation>
        </message>
        <message>
            <source>{seat} takes 1 fruit from irrigation</source>
            <translation>{seat} 从灌溉系统获得 1 个水果</translation>
        </message>
        <message>
            <source>{seat} takes 1 shell from irrigation</source>
            <translation>{seat} 从灌溉系统获得 1 个贝壳</translation>
        </message>
        <message>
            <source>{seat} takes no tiki with KANE</source>
            <translation>{seat} 不借由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>{seat} {sum}/{target} {rank} +{points}</source>
            <translation>{seat} {sum}/{target} {rank} +{points}</translation>
        </message>
        <message>
            <source>{seat} {sum}/{target} {rank} +{points} (income {income})</source>
            <translation>{seat} {sum}/{target} {rank} +{points}（收入 {income}）</translation>
        </message>
        <message>
            <source>{tile} ({side}) for {price} shells</source>
            <translation>{tile}（{side}），{price} 个贝壳</translation>
        </message>
        <message>
            <source>{tile} ({side}) for {price} shells, into village {row}</source>
            <translation>{tile}（{side}），{price} 个贝壳，放入第 {row} 个村庄</translation>
        </message>
        <message>
            <source>{tile} does not fit in village {row}</source>
            <translation>{tile}放不进第 {row} 个村庄</translation>
        </message>
        <message>
            <source>{tile} is not sold at the {place} place</source>
            <translation>{place}地点没有出售{tile}</translation>
        </message>
        <message>
            <source>{tile} is not sold at {place}</source>
            <translation type="vanished">{place}没有出售{tile}</translation>
        </message>
        <message>
            <source>{verb!r} takes the form {form!r}, not {given!r}</source>
            <translation>{verb!r} 的格式是 {form!r}，不是 {given!r}</translation>
        </message>
        <message>
            <source>{what} numbers start at 1, not {first}</source>
            <translation>{what}编号从 1 开始，不是 {first}</translation>
        </message>
    </context>
    <context>
        <name>HawaiiTable</name>
        <message>
            <source> (spears)</source>
            <translation>（长矛）</translation>
        </message>
        <message>
            <source> Crossed spears.</source>
            <translation>有交叉长矛。</translation>
        </message>
        <message>
            <source>(LONO +{n})</source>
            <translation>（LONO +{n}）</translation>
        </message>
        <message>
            <source>(an action the rules list but cannot describe)</source>
            <translation>（规则列出但无法描述的行动）</translation>
        </message>
        <message>
            <source>, side II</source>
            <translation>，II 面</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>第一名</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>第二名</translation>
        </message>
        <message>
            <source>&lt;b&gt;{name}&lt;/b&gt;: {sum} / {target} {mark} {rank}, &lt;b&gt;+{points}&lt;/b&gt; → {score}</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;：{sum} / {target} {mark} {rank}，&lt;b&gt;+{points}&lt;/b&gt; → {score}</translation>
        </message>
        <message>
            <source>All your possible actions (double-click or Enter):</source>
            <translation>你所有可做的动作（双击或 Enter）：</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向键</translation>
        </message>
        <message>
            <source>Beach</source>
            <translation>沙滩</translation>
        </message>
        <message>
            <source>Boat {n}: {s} spaces</source>
            <translation>船 {n}：{s} 个船位</translation>
        </message>
        <message>
            <source>Boats lie here</source>
            <translation>船放在这里</translation>
        </message>
        <message>
            <source>Buy at {place} ({n} ways)</source>
            <translation>在{place}购买（{n} 种方式）</translation>
        </message>
        <message>
            <source>Buy {tile} for {where}: pick the price token (click it on the place) and the side</source>
            <translation>购买{tile}放到{where}：选择价格指示物（在地点上点击）和板块的面</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>取消 (Esc)</translation>
        </message>
        <message>
            <source>Cancel the decision in progress</source>
            <translation>取消进行中的决定</translation>
        </message>
        <message>
            <source>Click to show this realm large.</source>
            <translation>点击以放大显示这个领地。</translation>
        </message>
        <message>
            <source>Close the round summary</source>
            <translation>关闭本轮摘要</translation>
        </message>
        <message>
            <source>Covering it gives {what}</source>
            <translation>盖住这格可得到 {what}</translation>
        </message>
        <message>
            <source>Dock {n}: {f} feet and boat spaces, {pts} points</source>
            <translation>码头 {n}：{f} 个脚掌和船位，{pts} 分</translation>
        </message>
        <message>
            <source>Drag a tile from this place onto your realm, or pick one:</source>
            <translation>把这个地点的板块拖到你的领域，或从下面选择：</translation>
        </message>
        <message>
            <source>Drag your chief to a place, the cove, a dock or a free order position (or click it, then click the target). Then drag a tile onto your realm. Keys: C chief, F fish, E end the round, Esc cancel.</source>
            <translation>把你的酋长拖到一个地点、海湾、码头或空的顺序位置（或先点击酋长，再点击目标）。然后把板块拖到你的领域。按键：C 酋长、F 捕鱼、E 结束本轮、Esc 取消。</translation>
        </message>
        <message>
            <source>End the round (E)</source>
            <translation>结束本轮 (E)</translation>
        </message>
        <message>
            <source>End the round (choose the order position)</source>
            <translation>结束本轮（选择顺序位置）</translation>
        </message>
        <message>
            <source>End the round ({n} positions)</source>
            <translation>结束本轮（{n} 个位置）</translation>
        </message>
        <message>
            <source>End the round on which order position?</source>
            <translation>要在哪个顺序位置结束本轮？</translation>
        </message>
        <message>
            <source>Final round {n} scored</source>
            <translation>最后一轮（第 {n} 轮）计分</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <source>Finish the decision in the panel first.</source>
            <translation type="vanished">请先在面板中完成决定。</translation>
        </message>
        <message>
            <source>Fishing cove</source>
            <translation>捕鱼海湾</translation>
        </message>
        <message>
            <source>Fishing: choose the catch and the boats (the first is the default; click a boat on your realm to prefer it)</source>
            <translation>捕鱼：选择要捕的鱼和使用的船（默认为第一项；点击你领域上的船可优先使用它）</translation>
        </message>
        <message>
            <source>Fit the table to the window</source>
            <translation>让桌面适合窗口大小</translation>
        </message>
        <message>
            <source>Go fishing</source>
            <translation>去捕鱼</translation>
        </message>
        <message>
            <source>Go fishing (F)</source>
            <translation>去捕鱼 (F)</translation>
        </message>
        <message>
            <source>Go fishing ({n} ways)</source>
            <translation>去捕鱼（{n} 种方式）</translation>
        </message>
        <message>
            <source>Hidden: the screens are closed.</source>
            <translation>隐藏：挡板是关闭的。</translation>
        </message>
        <message>
            <source>Hide the list of actions</source>
            <translation>隐藏行动列表</translation>
        </message>
        <message>
            <source>How do you pay?</source>
            <translation>你要怎么支付？</translation>
        </message>
        <message>
            <source>In front of {name}: tokens worth {sum} against the target {target}</source>
            <translation>{name} 面前：指示物合计 {sum}，目标 {target}</translation>
        </message>
        <message>
            <source>Irrigation: choose one resource</source>
            <translation>灌溉系统：选择一种资源</translation>
        </message>
        <message>
            <source>It is not your decision now.</source>
            <translation>现在不是由你决定。</translation>
        </message>
        <message>
            <source>KANALOA</source>
            <translation type="vanished">KANALOA</translation>
        </message>
        <message>
            <source>KANE: take a tiki for 2 resources?</source>
            <translation>KANE：要支付 2 个资源拿取一个神像吗？</translation>
        </message>
        <message>
            <source>LAKA</source>
            <translation type="vanished">LAKA</translation>
        </message>
        <message>
            <source>LONO</source>
            <translation type="vanished">LONO</translation>
        </message>
        <message>
            <source>Legal actions</source>
            <translation>可行的动作</translation>
        </message>
        <message>
            <source>Move the chief (C)</source>
            <translation>移动酋长 (C)</translation>
        </message>
        <message>
            <source>Move the table</source>
            <translation>移动桌面</translation>
        </message>
        <message>
            <source>No bonus printed here</source>
            <translation>这格没有印奖励</translation>
        </message>
        <message>
            <source>No tiki</source>
            <translation>不拿神像</translation>
        </message>
        <message>
            <source>Not possible: no price token lies on this place this round</source>
            <translation type="vanished">无法执行：本轮这个地点没有价格指示物</translation>
        </message>
        <message>
            <source>Not possible: none left</source>
            <translation type="vanished">无法执行：已经没有了</translation>
        </message>
        <message>
            <source>Not possible: the reward cannot go in village {n}</source>
            <translation type="vanished">无法执行：奖励不能放进第 {n} 个村庄</translation>
        </message>
        <message>
            <source>Not possible: there is no room for this tile on your realm, or you cannot pay it</source>
            <translation type="vanished">无法执行：你的领域放不下这块板块，或你付不起</translation>
        </message>
        <message>
            <source>Not possible: you cannot pay the walk ({n} feet) and the cheapest price ({p} shells) here</source>
            <translation type="vanished">无法执行：你付不起走到这里的脚掌（{n} 个）和最便宜的价格（{p} 个贝壳）</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation type="vanished">无法执行：{reason}</translation>
        </message>
        <message>
            <source>Order position {n}</source>
            <translation>顺序位置 {n}</translation>
        </message>
        <message>
            <source>Pick up your chief (then click a place, the cove, a dock or an order position)</source>
            <translation>拿起你的酋长（再点击一个地点、海湾、码头或顺序位置）</translation>
        </message>
        <message>
            <source>Points by category; ★ marks the winner(s).</source>
            <translation>各类别的分数；★ 标示胜利者。</translation>
        </message>
        <message>
            <source>Position {n}</source>
            <translation>位置 {n}</translation>
        </message>
        <message>
            <source>Press the bold (default) choice; Enter in the list plays the highlighted action</source>
            <translation>按下粗体（默认）选项；在列表中按 Enter 执行高亮的行动</translation>
        </message>
        <message>
            <source>Press the numbered choice in the panel</source>
            <translation>按下面板中对应编号的选项</translation>
        </message>
        <message>
            <source>Price {v}; side II or two tiles cost {d}.{spear}</source>
            <translation>价格 {v}；II 面或两块板块需 {d}。{spear}</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>第 {n} 轮，共 {total} 轮</translation>
        </message>
        <message>
            <source>Round {n} scored</source>
            <translation>第 {n} 轮计分</translation>
        </message>
        <message>
            <source>Round {n}: target {t}; income {s} shells and {f} feet; points {a}/{b}/{c}</source>
            <translation>第 {n} 轮：目标 {t}；收入 {s} 个贝壳和 {f} 个脚掌；分数 {a}/{b}/{c}</translation>
        </message>
        <message>
            <source>Round {n}: {rank}, +{p}</source>
            <translation>第 {n} 轮：{rank}，+{p}</translation>
        </message>
        <message>
            <source>Row {n}: {p} points at the end</source>
            <translation>第 {n} 排：游戏结束时 {p} 分</translation>
        </message>
        <message>
            <source>Sail to dock {n} ({k} ways)</source>
            <translation>航行到码头 {n}（{k} 种方式）</translation>
        </message>
        <message>
            <source>Sail to dock {n}: choose the boats (the first is the default; click a boat on your realm to prefer it)</source>
            <translation>航行到码头 {n}：选择使用的船（默认为第一项；点击你领域上的船可优先使用它）</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b}</source>
            <translation type="vanished">用船 {b} 航行</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b} — {feet} feet</source>
            <translation>用船 {b} 航行 — {feet} 个脚掌</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b}, {feet} feet</source>
            <translation type="vanished">用船 {b} 航行，{feet} 个脚掌</translation>
        </message>
        <message>
            <source>Score track</source>
            <translation type="vanished">计分轨</translation>
        </message>
        <message>
            <source>Show all {n} possible actions as a list</source>
            <translation>以列表显示全部 {n} 个可行行动</translation>
        </message>
        <message>
            <source>Show the only possible action as a list</source>
            <translation>以列表显示唯一可行的行动</translation>
        </message>
        <message>
            <source>Space, Enter</source>
            <translation>空格键、Enter</translation>
        </message>
        <message>
            <source>Take a tiki for {pay}</source>
            <translation>支付 {pay} 拿取神像</translation>
        </message>
        <message>
            <source>That is {name}'s chief.</source>
            <translation type="vanished">那是 {name} 的酋长。</translation>
        </message>
        <message>
            <source>The computer suggests this move to {name}</source>
            <translation>电脑建议{name}下这一步</translation>
        </message>
        <message>
            <source>The island is being laid out…</source>
            <translation>正在摆放岛屿…</translation>
        </message>
        <message>
            <source>This village does not reach under a tiki: it was removed at the end.</source>
            <translation>这个村庄没有延伸到神像下方：游戏结束时已被移除。</translation>
        </message>
        <message>
            <source>Tiles left: {list}. The numbered circle holds a token only while the prices stay at most {n}.</source>
            <translation>剩下的板块：{list}。只有当价格总和不超过 {n} 时，有数字的圈圈上才会放指示物。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="vanished">总分</translation>
        </message>
        <message>
            <source>Turn order: {order}</source>
            <translation>玩家顺序：{order}</translation>
        </message>
        <message>
            <source>Village {n}</source>
            <translation>村庄 {n}</translation>
        </message>
        <message>
            <source>Where does the island's reward go? Click a lit cell, or:</source>
            <translation>岛屿的奖励要放在哪里？点击亮起的格子，或：</translation>
        </message>
        <message>
            <source>Where does the {tile} go? Click a lit cell, or:</source>
            <translation>{tile}要放在哪里？点击亮起的格子，或：</translation>
        </message>
        <message>
            <source>Which tile?</source>
            <translation>哪一块板块？</translation>
        </message>
        <message>
            <source>You cannot buy now.</source>
            <translation type="vanished">你现在不能购买。</translation>
        </message>
        <message>
            <source>Your chief is in hand: click a lit place, the cove, a dock or an order position. Or:</source>
            <translation>酋长已拿起：点选一个亮起的地点、海湾、码头或顺序位置。或者：</translation>
        </message>
        <message>
            <source>Your chief:</source>
            <translation>你的酋长：</translation>
        </message>
        <message>
            <source>Zoom in, zoom out</source>
            <translation>放大、缩小</translation>
        </message>
        <message>
            <source>a boat goes in the water below the villages</source>
            <translation type="vanished">船放在村庄下方的水中</translation>
        </message>
        <message>
            <source>a kahuna goes in the kahuna column beside the villages</source>
            <translation type="vanished">祭司放在村庄旁的祭司栏</translation>
        </message>
        <message>
            <source>a tiki goes on the tiki bar above the villages</source>
            <translation type="vanished">神像放在村庄上方的神像横条</translation>
        </message>
        <message>
            <source>behind the screen</source>
            <translation>在挡板后</translation>
        </message>
        <message>
            <source>drop the tile on your own realm</source>
            <translation type="vanished">把板块放到你自己的领域</translation>
        </message>
        <message>
            <source>ended</source>
            <translation>已结束</translation>
        </message>
        <message>
            <source>feet</source>
            <translation>脚掌</translation>
        </message>
        <message>
            <source>free this round</source>
            <translation>本轮仍空着</translation>
        </message>
        <message>
            <source>fruit</source>
            <translation>水果</translation>
        </message>
        <message>
            <source>hula dancers</source>
            <translation type="vanished">草裙舞者</translation>
        </message>
        <message>
            <source>in village {n} the tile goes at the right end, next to the last tile (column {c})</source>
            <translation type="vanished">在第 {n} 个村庄，板块要放在最右端、紧接最后一块（第 {c} 列）</translation>
        </message>
        <message>
            <source>income: {what}</source>
            <translation>收入：{what}</translation>
        </message>
        <message>
            <source>irrigation</source>
            <translation type="vanished">灌溉系统</translation>
        </message>
        <message>
            <source>islands</source>
            <translation type="vanished">岛屿</translation>
        </message>
        <message>
            <source>kahunas</source>
            <translation type="vanished">祭司</translation>
        </message>
        <message>
            <source>long house II</source>
            <translation type="vanished">II 面长屋</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>未达标</translation>
        </message>
        <message>
            <source>no price token lies on this place this round</source>
            <translation type="vanished">本轮这个地点没有价格指示物</translation>
        </message>
        <message>
            <source>no way to buy this there</source>
            <translation type="vanished">无法在那里购买这个</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>order position 1</source>
            <translation type="vanished">顺序位置 1</translation>
        </message>
        <message>
            <source>points 1st · 2nd · reached</source>
            <translation>分数 第一名 · 第二名 · 达标</translation>
        </message>
        <message>
            <source>reached</source>
            <translation>达标</translation>
        </message>
        <message>
            <source>removed (no tiki)</source>
            <translation>已移除（没有神像）</translation>
        </message>
        <message>
            <source>reward: any fruit tile, side II</source>
            <translation>奖励：任一水果板块，II 面</translation>
        </message>
        <message>
            <source>reward: {n} × {tile}</source>
            <translation>奖励：{n} × {tile}</translation>
        </message>
        <message>
            <source>reward: {tile}{side}</source>
            <translation>奖励：{tile}{side}</translation>
        </message>
        <message>
            <source>reward: {what}</source>
            <translation>奖励：{what}</translation>
        </message>
        <message>
            <source>round ended</source>
            <translation>本轮已结束</translation>
        </message>
        <message>
            <source>round scoring</source>
            <translation type="vanished">回合计分</translation>
        </message>
        <message>
            <source>round {sum} / target {target}</source>
            <translation type="vanished">本轮 {sum} / 目标 {target}</translation>
        </message>
        <message>
            <source>shells</source>
            <translation>贝壳</translation>
        </message>
        <message>
            <source>side I</source>
            <translation>I 面</translation>
        </message>
        <message>
            <source>side II</source>
            <translation>II 面</translation>
        </message>
        <message>
            <source>side {s}, village {n}</source>
            <translation>{s} 面，第 {n} 个村庄</translation>
        </message>
        <message>
            <source>spears</source>
            <translation type="vanished">长矛</translation>
        </message>
        <message>
            <source>sum {sum} / {target}</source>
            <translation>合计 {sum} / {target}</translation>
        </message>
        <message>
            <source>target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>the chief cannot go back to the beach; end the round on an order position instead</source>
            <translation type="vanished">酋长不能回到沙滩；请改在顺序位置上结束本轮</translation>
        </message>
        <message>
            <source>the kahuna column</source>
            <translation>祭司栏</translation>
        </message>
        <message>
            <source>the tiki bar</source>
            <translation>神像横条</translation>
        </message>
        <message>
            <source>the water (boats)</source>
            <translation>水中（船）</translation>
        </message>
        <message>
            <source>there are no fish tokens in the cove</source>
            <translation type="vanished">海湾中没有鱼指示物</translation>
        </message>
        <message>
            <source>this place is sold out</source>
            <translation type="vanished">这个地点已卖完</translation>
        </message>
        <message>
            <source>to act</source>
            <translation>轮到行动</translation>
        </message>
        <message>
            <source>token worth {v}</source>
            <translation>数值 {v} 的指示物</translation>
        </message>
        <message>
            <source>used this round</source>
            <translation>本轮已使用</translation>
        </message>
        <message>
            <source>village tiles go in a village row</source>
            <translation type="vanished">村庄板块要放在村庄横排中</translation>
        </message>
        <message>
            <source>village {n}</source>
            <translation>第 {n} 个村庄</translation>
        </message>
        <message>
            <source>villages removed</source>
            <translation>被移除的村庄</translation>
        </message>
        <message>
            <source>you cannot pay the walk ({n} feet) and any price here, or have no room for its tiles</source>
            <translation type="vanished">你付不起走到这里的脚掌（{n} 个）和任何价格，或领域中放不下这里的板块</translation>
        </message>
        <message>
            <source>you have no free boat space or cannot pay the foot</source>
            <translation type="vanished">你没有空的船位，或付不起脚掌</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b}</source>
            <translation type="vanished">{f} 条鱼（{n} 个指示物），使用船 {b}</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b} — {feet} feet</source>
            <translation>{f} 条鱼（{n} 个指示物），使用船 {b} — {feet} 个脚掌</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b}, {feet} feet</source>
            <translation type="vanished">{f} 条鱼（{n} 个指示物），使用船 {b}，{feet} 个脚掌</translation>
        </message>
        <message>
            <source>{name} ended the round here</source>
            <translation>{name} 在这里结束本轮</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{name}'s last move</source>
            <translation>{name} 的上一步</translation>
        </message>
        <message>
            <source>{name}: {n} points</source>
            <translation>{name}：{n} 分</translation>
        </message>
        <message>
            <source>{n} fish token(s) here, {f} fish in all</source>
            <translation>这里有 {n} 个鱼指示物，共 {f} 条鱼</translation>
        </message>
        <message>
            <source>{n} ft</source>
            <translation>{n} 脚掌</translation>
        </message>
        <message>
            <source>{n} left at this place</source>
            <translation>这个地点还剩 {n} 个</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} 分</translation>
        </message>
        <message>
            <source>{n} × {tile}</source>
            <translation>{n} × {tile}</translation>
        </message>
        <message>
            <source>{s} shells, {f} feet, {r} fruit</source>
            <translation>{s} 个贝壳、{f} 个脚掌、{r} 个水果</translation>
        </message>
        <message>
            <source>{tile} in village {n}</source>
            <translation>{tile}放在第 {n} 个村庄</translation>
        </message>
        <message>
            <source>{tile} into {where}</source>
            <translation>{tile}放入{where}</translation>
        </message>
        <message>
            <source>{what} — token {v}: {p} shells</source>
            <translation type="vanished">{what} — 指示物 {v}：{p} 个贝壳</translation>
        </message>
        <message>
            <source>{what} — token {v}{spear}: {p} shells</source>
            <translation>{what} — 指示物 {v}{spear}：{p} 个贝壳</translation>
        </message>
    </context>
    <context>
        <name>HawaiiTerms</name>
        <message>
            <source>3 boat spaces for fishing and island trips. Side II also has a printed foot that pays one foot of such a trip.</source>
            <translation type="vanished">3 个船位，用于捕鱼和前往岛屿。II 面另有一个印上去的脚掌，可支付这类航行的 1 个脚掌。</translation>
        </message>
        <message>
            <source>3 boat spaces for fishing and island trips. Side II has 4 spaces, one of them a printed foot that pays one foot of such a trip.</source>
            <translation>3 个船位，用于捕鱼和前往岛屿。II 面有 4 个船位，其中一格是印上去的脚掌，可支付这类航行的 1 个脚掌。</translation>
        </message>
        <message>
            <source>A fruit tile: income +1 fruit (side II: +2); shows 1 (2) fruit symbols.</source>
            <translation>水果板块：收入 +1 个水果（II 面：+2）；有 1（2）个水果标志。</translation>
        </message>
        <message>
            <source>A god. +2 points (side II: +4) whenever you qualify in the round scoring.</source>
            <translation>神明。每次在回合计分中达标时 +2 分（II 面：+4）。</translation>
        </message>
        <message>
            <source>A god. A move of your chief costs at most 2 feet (side II: 1).</source>
            <translation>神明。你的酋长每次移动最多只需支付 2 个脚掌（II 面：1 个）。</translation>
        </message>
        <message>
            <source>A god. At the end +1 (side II: +2) per fruit symbol in your realm.</source>
            <translation>神明。游戏结束时，你领域中的每个水果标志 +1 分（II 面：+2）。</translation>
        </message>
        <message>
            <source>A god. At the end +2 (side II: +4) per boat (the fishing boat too) and per surviving surfer.</source>
            <translation>神明。游戏结束时，每艘船（包含渔船）和每个保留下来的冲浪者 +2 分（II 面：+4）。</translation>
        </message>
        <message>
            <source>A god. Income +1 shell (side II: +2). When bought you may also pay 2 resources to take and place a tiki.</source>
            <translation>神明。收入 +1 个贝壳（II 面：+2）。购买时可另付 2 个资源拿取并放置一个神像。</translation>
        </message>
        <message>
            <source>A god. Like a spear hut (+1/+2 per spear token) and income +1 foot.</source>
            <translation>神明。效果如同长矛小屋（每个长矛指示物 +1/+2 分），并且收入 +1 个脚掌。</translation>
        </message>
        <message>
            <source>A hut two columns wide that counts as one tile. Side II also scores 5 at the end.</source>
            <translation>占两格宽的小屋，算作一个板块。II 面在游戏结束时另得 5 分。</translation>
        </message>
        <message>
            <source>A hut. +1 point (side II: +2) each time you gain a price token with crossed spears.</source>
            <translation>小屋。每次获得有交叉长矛的价格指示物时 +1 分（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. In one payment, 1 unit (side II: 2) of a resource may be replaced by another. A payment uses one exchange hut, never two together.</source>
            <translation>小屋。在一笔支付中可用另一种资源代替 1 个（II 面：2 个）资源。一笔支付只用一间交换小屋，不能两间合并使用。</translation>
        </message>
        <message>
            <source>A hut. Income +1 foot (side II: +2) at the end of each round.</source>
            <translation>小屋。每轮结束时收入 +1 个脚掌（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. Income +1 shell (side II: +2) at the end of each round.</source>
            <translation>小屋。每轮结束时收入 +1 个贝壳（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. Once per turn, in one payment, 1 unit (side II: 2) of a resource may be replaced by another.</source>
            <translation type="vanished">小屋。每回合一次，在一笔支付中可用另一种资源代替 1 个（II 面：2 个）资源。</translation>
        </message>
        <message>
            <source>A large place on the main island holding tiles of its types and price tokens. Adjacent places (corners count) are one step apart.</source>
            <translation>主岛上的大地点，放着该类型的板块和价格指示物。相邻的地点（斜角也算）相距一步。</translation>
        </message>
        <message>
            <source>A price token turned to its fish side. Caught in the cove for 1 foot and 1 boat space each; its fish count toward the round's target.</source>
            <translation>翻到鱼那一面的价格指示物。在海湾捕捞，每个需 1 个脚掌和 1 个船位；上面的鱼计入本轮目标。</translation>
        </message>
        <message>
            <source>A row filled from the left without gaps, starting with a hut. No two tiles of one type in a village, and at most one god.</source>
            <translation>一个从左边开始、不留空格的横排，第一格必须是小屋。同一村庄不能有两个相同类型的板块，最多只能有一个神明。</translation>
        </message>
        <message>
            <source>A wild resource: it may pay a whole cost instead of shells or feet (all of one payment, not part).</source>
            <translation>万用资源：可以代替贝壳或脚掌支付整笔费用（一笔费用只能全部用水果，不能只付一部分）。</translation>
        </message>
        <message>
            <source>At the end +1 (side II: +2) per tile in her village, herself and the starting hut included.</source>
            <translation>游戏结束时，她所在村庄的每个板块 +1 分（II 面：+2），包含她自己和起始小屋。</translation>
        </message>
        <message>
            <source>At the end scores 1/3/6/10 for 1/2/3/4 fruit tiles in its village. Side II also gives 1 resource of your choice as income.</source>
            <translation>游戏结束时，依所在村庄有 1/2/3/4 个水果板块得 1/3/6/10 分。II 面另外每轮收入 1 个自选资源。</translation>
        </message>
        <message>
            <source>Banana</source>
            <translation>香蕉</translation>
        </message>
        <message>
            <source>Beach</source>
            <translation>沙滩</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>船</translation>
        </message>
        <message>
            <source>Breadfruit</source>
            <translation>面包果</translation>
        </message>
        <message>
            <source>Chief</source>
            <translation>酋长</translation>
        </message>
        <message>
            <source>Coconut</source>
            <translation>椰子</translation>
        </message>
        <message>
            <source>Deputy</source>
            <translation>副酋长</translation>
        </message>
        <message>
            <source>Dock</source>
            <translation>码头</translation>
        </message>
        <message>
            <source>Ending the round here takes the price token under it and sets your place in the next round's order. Position 1 scores 2 at the end of the game.</source>
            <translation>在这里结束本轮可拿取下方的价格指示物，并决定你在下一轮的顺序。游戏结束时，位置 1 得 2 分。</translation>
        </message>
        <message>
            <source>Every chief starts each round here. Going back to the beach, or staying, costs nothing.</source>
            <translation>每轮所有酋长都从这里出发。回到沙滩或停留在沙滩都不需花费。</translation>
        </message>
        <message>
            <source>Exchange hut</source>
            <translation>交换小屋</translation>
        </message>
        <message>
            <source>Feet</source>
            <translation>脚掌</translation>
        </message>
        <message>
            <source>Fish token</source>
            <translation>鱼指示物</translation>
        </message>
        <message>
            <source>Fish tokens wait here. Fishing costs 1 foot and 1 unused boat space per token.</source>
            <translation>鱼指示物放在这里。每捕捞一个需付 1 个脚掌和 1 个未使用的船位。</translation>
        </message>
        <message>
            <source>Fishing boat</source>
            <translation>渔船</translation>
        </message>
        <message>
            <source>Fishing cove</source>
            <translation>捕鱼海湾</translation>
        </message>
        <message>
            <source>Foot hut</source>
            <translation>脚掌屋</translation>
        </message>
        <message>
            <source>Fruit</source>
            <translation>水果</translation>
        </message>
        <message>
            <source>Hula dancer</source>
            <translation>草裙舞者</translation>
        </message>
        <message>
            <source>Irrigation</source>
            <translation>灌溉系统</translation>
        </message>
        <message>
            <source>Island</source>
            <translation>岛屿</translation>
        </message>
        <message>
            <source>Its reward goes to the player who visits it; it then goes to the bottom of the deck.</source>
            <translation>造访的玩家得到它的奖励；之后它放回岛屿板块堆的最下面。</translation>
        </message>
        <message>
            <source>KANALOA</source>
            <translation>KANALOA</translation>
        </message>
        <message>
            <source>KANE</source>
            <translation>KANE</translation>
        </message>
        <message>
            <source>KU</source>
            <translation>KU</translation>
        </message>
        <message>
            <source>Kahuna</source>
            <translation>祭司</translation>
        </message>
        <message>
            <source>Kahuna space</source>
            <translation>祭司格</translation>
        </message>
        <message>
            <source>Kahunas go here, top to bottom; each scores its row's points at the end if its village survives.</source>
            <translation>祭司由上往下放在这里；游戏结束时，若所在村庄保留下来，就得到该排的分数。</translation>
        </message>
        <message>
            <source>LAKA</source>
            <translation>LAKA</translation>
        </message>
        <message>
            <source>LONO</source>
            <translation>LONO</translation>
        </message>
        <message>
            <source>Long house</source>
            <translation>长屋</translation>
        </message>
        <message>
            <source>Lowers your round target by 2 (side II: 4).</source>
            <translation>让你的回合目标减 2（II 面：减 4）。</translation>
        </message>
        <message>
            <source>Marks the player's score or their place in the turn order.</source>
            <translation>标示玩家的分数或在玩家顺序中的位置。</translation>
        </message>
        <message>
            <source>Money: pay a price token's value in shells to buy a tile, or double for side II.</source>
            <translation>金钱：支付价格指示物上数值的贝壳购买板块，付双倍可得到 II 面。</translation>
        </message>
        <message>
            <source>Movement: 1 foot from the beach to a bottom-row place and for each step between adjacent places; also paid for fishing and island trips.</source>
            <translation>移动：从沙滩到最下排的地点需 1 个脚掌，在相邻地点间每走一步也需 1 个；捕鱼和前往岛屿时也要支付。</translation>
        </message>
        <message>
            <source>Order position</source>
            <translation>顺序位置</translation>
        </message>
        <message>
            <source>PELE</source>
            <translation>PELE</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>地点</translation>
        </message>
        <message>
            <source>Placed beside a village row; scores that row's points at the end if the village survives. Paying double gives two.</source>
            <translation>放在村庄横排旁；游戏结束时若村庄保留下来，得到该排的分数。付双倍价钱可得到两个。</translation>
        </message>
        <message>
            <source>Placed on the top bar from the right. Villages that do not reach under a tiki are removed at the end. Paying double gives two.</source>
            <translation>从右边开始放在上方横条。游戏结束时，没有延伸到神像下方的村庄会被移除。付双倍价钱可得到两个。</translation>
        </message>
        <message>
            <source>Price token</source>
            <translation>价格指示物</translation>
        </message>
        <message>
            <source>Printed on the realm; it begins village 1 and counts as one of its tiles.</source>
            <translation>印在领域上；它是第 1 个村庄的开头，并算作其中一个板块。</translation>
        </message>
        <message>
            <source>Realm</source>
            <translation>领域</translation>
        </message>
        <message>
            <source>Round tile</source>
            <translation>轮指示物</translation>
        </message>
        <message>
            <source>Shell hut</source>
            <translation>贝壳屋</translation>
        </message>
        <message>
            <source>Shells</source>
            <translation>贝壳</translation>
        </message>
        <message>
            <source>Shows the price in shells of a tile at its place; the buyer keeps it and its value counts toward the round's target. Crossed spears pay spear huts and KU.</source>
            <translation>显示该地点板块的贝壳价格；买家保留它，其数值计入本轮目标。有交叉长矛的指示物会触发长矛小屋和 KU。</translation>
        </message>
        <message>
            <source>Spear hut</source>
            <translation>长矛小屋</translation>
        </message>
        <message>
            <source>Starting hut</source>
            <translation>起始小屋</translation>
        </message>
        <message>
            <source>Surfer</source>
            <translation>冲浪者</translation>
        </message>
        <message>
            <source>Taro</source>
            <translation>芋头</translation>
        </message>
        <message>
            <source>The round's target for price tokens and fish, its points, and the income paid at the round's end.</source>
            <translation>本轮价格指示物与鱼的目标、本轮的分数，以及本轮结束时发放的收入。</translation>
        </message>
        <message>
            <source>Tiki</source>
            <translation>神像</translation>
        </message>
        <message>
            <source>Tiki space</source>
            <translation>神像格</translation>
        </message>
        <message>
            <source>Tikis go here, right to left. At the end only villages reaching under a tiki score.</source>
            <translation>神像由右往左放在这里。游戏结束时，只有延伸到神像下方的村庄才计分。</translation>
        </message>
        <message>
            <source>Village</source>
            <translation>村庄</translation>
        </message>
        <message>
            <source>Visiting the island at this dock costs its feet and as many boat spaces; it scores the dock's points and gives the island's reward.</source>
            <translation>造访这个码头的岛屿需支付标示的脚掌和同样数量的船位；得到码头的分数和岛屿的奖励。</translation>
        </message>
        <message>
            <source>Walks from the beach across the places to buy tiles, fish in the cove, visit an island, or end the round on an order position.</source>
            <translation>从沙滩出发走过各个地点购买板块、在海湾捕鱼、造访岛屿，或在顺序位置上结束本轮。</translation>
        </message>
        <message>
            <source>Your personal board: 5 village rows of 7 columns, kahuna spaces beside the rows, tiki spaces on the top bar.</source>
            <translation type="vanished">你的玩家图版：5 个村庄横排、每排 7 格，横排旁有祭司格，上方横条有神像格。</translation>
        </message>
        <message>
            <source>Your personal board: 5 village rows of 7 printed columns (a village may stick out to the right), kahuna spaces beside the rows, tiki spaces on the top bar.</source>
            <translation>你的玩家图版：5 个村庄横排、每排印有 7 格（村庄可以向右凸出图版），横排旁有祭司格，上方横条有神像格。</translation>
        </message>
        <message>
            <source>Your starting boat with 2 spaces. A boat used this round turns sideways; its unused spaces are lost.</source>
            <translation>你起始的船，有 2 个空格。本轮用过的船会转向横放；没用到的空格就浪费了。</translation>
        </message>
    </context>
    <context>
        <name>HelpWindow</name>
        <message>
            <source>Contents: click a heading to go there</source>
            <translation>目录：点击标题即可跳到该处</translation>
        </message>
        <message>
            <source>Giants</source>
            <translation type="vanished">神秘巨石像</translation>
        </message>
        <message>
            <source>Hawaii</source>
            <translation type="vanished">夏威夷</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>下一个匹配项</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>找不到匹配的内容</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>上一个匹配项</translation>
        </message>
        <message>
            <source>Rules help</source>
            <translation>规则说明</translation>
        </message>
        <message>
            <source>Search the rules…</source>
            <translation>搜索规则…</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>第 {current} 个，共 {total} 个</translation>
        </message>
    </context>
    <context>
        <name>HintDialog</name>
        <message>
            <source>About as good as the best move.</source>
            <translation>与最佳着法差不多好。</translation>
        </message>
        <message>
            <source>About {points} points worse than the best move.</source>
            <translation>比最佳着法约少 {points} 分。</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>最佳着法</translation>
        </message>
        <message>
            <source>It expects {name} to end up about {points} points ahead of the best other player.</source>
            <translation>预计 {name} 最后会比其他玩家中的最高分者多约 {points} 分。</translation>
        </message>
        <message>
            <source>It expects {name} to end up about {points} points behind the best other player.</source>
            <translation>预计 {name} 最后会比其他玩家中的最高分者少约 {points} 分。</translation>
        </message>
        <message>
            <source>Play this</source>
            <translation>下这一步</translation>
        </message>
        <message>
            <source>Second</source>
            <translation>第二</translation>
        </message>
        <message>
            <source>Start or open a game first.</source>
            <translation>请先开始或打开一局游戏。</translation>
        </message>
        <message>
            <source>The computer can suggest a move when it is your decision.</source>
            <translation>轮到你做决定时，电脑才能建议着法。</translation>
        </message>
        <message>
            <source>The computer could not think about this decision ({error}).</source>
            <translation>电脑无法思考这个决定（{error}）。</translation>
        </message>
        <message>
            <source>The computer sees no other sensible move here.</source>
            <translation>电脑在此看不到其他合理的着法。</translation>
        </message>
        <message>
            <source>The hard computer player is thinking about {name}'s decision, knowing only what {name} can see…</source>
            <translation>困难电脑玩家正在思考 {name} 的决定，只知道 {name} 看得到的信息…</translation>
        </message>
        <message>
            <source>Third</source>
            <translation>第三</translation>
        </message>
        <message>
            <source>Using a hint is noted in the saved game and shown when the game ends.</source>
            <translation>使用提示会记录在存档中，并在游戏结束时显示。</translation>
        </message>
        <message>
            <source>What the hard computer player would do for {name}:</source>
            <translation>困难电脑玩家会替 {name} 这样下：</translation>
        </message>
        <message>
            <source>What would the computer do?</source>
            <translation>电脑会怎么下？</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>The game history was damaged. It was kept as {file} and a new history was started.</source>
            <translation>游戏历史文件已损坏。它已保留为 {file}，并开始了新的历史。</translation>
        </message>
        <message>
            <source>a new history cannot be started in {folder}: {reason}</source>
            <translation>无法在 {folder} 开始新的历史：{reason}</translation>
        </message>
        <message>
            <source>only a finished game can be added to the history</source>
            <translation>只有已结束的游戏才能加入历史</translation>
        </message>
        <message>
            <source>the game could not be added to the history: {reason}</source>
            <translation>无法将这局游戏加入历史：{reason}</translation>
        </message>
        <message>
            <source>the game history was written by a newer giantapp (version {version}; this one reads up to {supported}); it is left as it is</source>
            <translation>游戏历史是由较新版的 giantapp 写入的（版本 {version}；此版本最多读取 {supported}）；保持原样不变</translation>
        </message>
        <message>
            <source>the history folder {folder} cannot be created: {reason}</source>
            <translation>无法创建历史文件夹 {folder}：{reason}</translation>
        </message>
        <message>
            <source>this game is no longer in the history</source>
            <translation>这局游戏已不在历史中</translation>
        </message>
        <message>
            <source>this game's record in the history cannot be read: {reason}</source>
            <translation>无法读取历史中这局游戏的记录：{reason}</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>Cannot review this game</source>
            <translation>无法回顾这局游戏</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>游戏历史</translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish in this window is added here.</source>
            <translation>还没有已结束的游戏。在此窗口中完成的每局游戏都会加入这里。</translation>
        </message>
        <message>
            <source>Open the selected game in review (or double-click it).</source>
            <translation>回顾所选的游戏（或双击该游戏）。</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>回顾</translation>
        </message>
        <message>
            <source>The game was not added to the history: {reason}</source>
            <translation>这局游戏未加入历史：{reason}</translation>
        </message>
    </context>
    <context>
        <name>LearningMenus</name>
        <message>
            <source>&amp;History…</source>
            <translation>历史(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Review a game…</source>
            <translation>回顾游戏(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;What would the computer do?</source>
            <translation>电脑会怎么下(&amp;W)？</translation>
        </message>
        <message>
            <source>Step through a saved or finished game, as one player saw it or (once it is over) with every secret</source>
            <translation>逐步回顾已保存或已结束的游戏，可用某位玩家的视角，或（游戏结束后）显示所有秘密</translation>
        </message>
        <message>
            <source>The hard computer player's best three moves for your decision (noted in the save)</source>
            <translation>困难电脑玩家为你的决定给出的三个最佳着法（会记录在存档中）</translation>
        </message>
        <message>
            <source>Your finished games: wins, scores, and any game to review</source>
            <translation>你已完成的游戏：胜场、分数，以及可回顾的每局游戏</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <source>Collapse the game log</source>
            <translation>收起游戏记录</translation>
        </message>
        <message>
            <source>Collapse the game log to give the table room (Ctrl+L)</source>
            <translation>收起游戏记录，让桌面有更多空间（Ctrl+L）</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <source>Show the game log</source>
            <translation>显示游戏记录</translation>
        </message>
        <message>
            <source>Show the game log (Ctrl+L)</source>
            <translation>显示游戏记录（Ctrl+L）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;About giantapp</source>
            <translation>关于 giantapp(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close game</source>
            <translation>关闭游戏(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation>适合窗口大小(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts…</source>
            <translation>键盘快捷键(&amp;K)…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>About giantapp</source>
            <translation>关于 giantapp</translation>
        </message>
        <message>
            <source>An unfinished game of {title} ({players}, {count} actions) was saved. Resume it?</source>
            <translation type="vanished">已保存一局未完成的{title}游戏（{players}，{count} 个动作）。要继续吗？</translation>
        </message>
        <message>
            <source>Back to the start page; the game is kept there</source>
            <translation>回到开始页面；游戏会保留在那里</translation>
        </message>
        <message>
            <source>Cannot open a saved game</source>
            <translation>无法打开存档</translation>
        </message>
        <message>
            <source>Cannot open {name}</source>
            <translation>无法打开 {name}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation>无法开始游戏</translation>
        </message>
        <message>
            <source>Could not open {file}: {reason}</source>
            <translation>无法打开 {file}：{reason}</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}.</source>
            <translation>无法读取 {file}：{reason}。</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}. It was moved to {place} and kept.</source>
            <translation>无法读取 {file}：{reason}。它已移到 {place} 并保留。</translation>
        </message>
        <message>
            <source>Delete the game?</source>
            <translation>删除这局游戏？</translation>
        </message>
        <message>
            <source>Delete this unfinished game for good?

{game}
{players}</source>
            <translation>要永久删除这局未完成的游戏吗？

{game}
{players}</translation>
        </message>
        <message>
            <source>Done — end my turn</source>
            <translation>完成 — 结束我的回合</translation>
        </message>
        <message>
            <source>Done — end the game</source>
            <translation>完成 — 结束游戏</translation>
        </message>
        <message>
            <source>Done — pass to {name}</source>
            <translation>完成 — 交给 {name}</translation>
        </message>
        <message>
            <source>Done — {name} plays next</source>
            <translation>完成 — 接下来轮到 {name}</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>全屏(&amp;U)</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>游戏记录(&amp;L)</translation>
        </message>
        <message>
            <source>Game in use</source>
            <translation>游戏使用中</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <source>Giants · Hawaii</source>
            <translation type="vanished">神秘巨石像 · 夏威夷</translation>
        </message>
        <message>
            <source>Island board games for friends at one computer and against the computer</source>
            <translation type="vanished">岛屿桌面游戏：与朋友在同一台电脑上对战，或挑战电脑对手</translation>
        </message>
        <message>
            <source>Keep this game?</source>
            <translation>保留这局游戏？</translation>
        </message>
        <message>
            <source>Leave it unsaved</source>
            <translation>不保存离开</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation type="vanished">新游戏…</translation>
        </message>
        <message>
            <source>Nothing to undo since the last roll, reveal or other player's move.</source>
            <translation>自上次掷骰、公开信息或其他玩家的行动以来，没有可以撤销的动作。</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>打开已保存的游戏</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation type="vanished">打开已保存的游戏…</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>Resume game?</source>
            <translation type="vanished">继续游戏？</translation>
        </message>
        <message>
            <source>Resume last game</source>
            <translation type="vanished">继续上一局游戏</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>保存游戏</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>已保存到 {path}</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>保存…</translation>
        </message>
        <message>
            <source>The autosave was damaged; the game goes on from its last safe copy.</source>
            <translation>自动存档已损坏；游戏从最后一份安全副本继续。</translation>
        </message>
        <message>
            <source>The game in progress could not be autosaved ({error}), so it would be lost. Save it first?</source>
            <translation>进行中的游戏无法自动保存（{error}），离开就会丢失。要先保存吗？</translation>
        </message>
        <message>
            <source>The preferences dialog is not available: {error}</source>
            <translation>无法打开首选项对话框：{error}</translation>
        </message>
        <message>
            <source>The rules window is not available: {error}</source>
            <translation>无法打开规则窗口：{error}</translation>
        </message>
        <message>
            <source>This game is open in another giantapp window. Close it there to continue it here.</source>
            <translation>这局游戏已在另一个 giantapp 窗口中打开。请先在那里关闭，才能在这里继续。</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Your game of {title} is kept: continue it from the start page.</source>
            <translation>你的{title}游戏已保留：可从开始页面继续。</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>giantapp saved games (*.giantapp.json *.json)</source>
            <translation>giantapp 游戏存档 (*.giantapp.json *.json)</translation>
        </message>
        <message>
            <source>giantapp {version}
Giants and Hawaii for the desktop: hotseat and against the computer.</source>
            <translation>giantapp {version}
桌面版神秘巨石像与夏威夷：可在同一台电脑轮流对战，也可挑战电脑。</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{name}, check your move. Until you press Done, Undo (Ctrl+Z) takes it back.</source>
            <translation>{name}，请确认你的行动。按下“完成”之前，撤销（Ctrl+Z）可以收回。</translation>
        </message>
        <message>
            <source>{name}: {text}</source>
            <translation>{name}：{text}</translation>
        </message>
        <message>
            <source>{path}: {error}</source>
            <translation>{path}：{error}</translation>
        </message>
        <message>
            <source>{title} with {players} ({count} actions played)</source>
            <translation type="vanished">{title}，{players}（已进行 {count} 个动作）</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>A person at this computer; hand-offs keep secret choices private.</source>
            <translation>坐在这台电脑前的玩家；交接画面会让秘密选择保持隐密。</translation>
        </message>
        <message>
            <source>Answers at once with a sensible move, with some variety; avoids obvious blunders.</source>
            <translation>立即走出合理的一步，带些变化；避开明显的失误。</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>蓝</translation>
        </message>
        <message>
            <source>Choose a game.</source>
            <translation>请选择一款游戏。</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>颜色</translation>
        </message>
        <message>
            <source>Compares its best moves over many sampled situations, each played a turn ahead; thinks for about a second per move.</source>
            <translation>在许多抽样推想的局面中比较自己最好的几步，每步都往后推演一轮；每步约思考一秒。</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>电脑（{level}）</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>绿</translation>
        </message>
        <message>
            <source>Hotseat: no hand-offs are needed.</source>
            <translation>同机轮流：不需要交接。</translation>
        </message>
        <message>
            <source>Hotseat: the computer is passed from player to player only around the secret bid.</source>
            <translation>同机轮流：只在秘密出价前后才需要把电脑交给下一位玩家。</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <source>Looks at several possible hidden situations and a turn ahead; thinks for a moment.</source>
            <translation>推想几种可能的隐藏情况，并往后看一轮；稍作思考。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>粉红</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>玩家类型</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>玩家人数：</translation>
        </message>
        <message>
            <source>Plays any legal move at random: for trying out the rules.</source>
            <translation>随机走任何合法的一步：适合用来试玩规则。</translation>
        </message>
        <message>
            <source>Rules and variants</source>
            <translation>规则与变体</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <source>Seat {n} needs a name.</source>
            <translation>座位 {n} 需要一个名字。</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation>随机种子（可不填）：</translation>
        </message>
        <message>
            <source>Sky blue</source>
            <translation>天蓝</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>The same seed with the same choices deals the same game.</source>
            <translation>相同的种子配上相同的选择，会产生同样的游戏。</translation>
        </message>
        <message>
            <source>The seed must be a whole number (or empty for a random game).</source>
            <translation>种子必须是整数（留空则为随机游戏）。</translation>
        </message>
        <message>
            <source>The seed must be between 0 and 2^63.</source>
            <translation>种子必须介于 0 到 2^63 之间。</translation>
        </message>
        <message>
            <source>Two seats have the same colour.</source>
            <translation>有两个座位的颜色相同。</translation>
        </message>
        <message>
            <source>Two seats have the same name; hand-offs would be confusing.</source>
            <translation>有两个座位的名字相同；交接时会造成混淆。</translation>
        </message>
        <message>
            <source>Vermilion</source>
            <translation>朱红</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <source>at random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>random moves</source>
            <translation>随机走法</translation>
        </message>
        <message>
            <source>{option}:</source>
            <translation>{option}：</translation>
        </message>
    </context>
    <context>
        <name>PlayFromHere</name>
        <message>
            <source>The game is over at this position; step back to play on from an earlier one.</source>
            <translation>游戏在此局面已结束；请退回较早的局面再继续游玩。</translation>
        </message>
        <message>
            <source>The unfinished game in the autosave could not be kept ({error}); nothing was started.</source>
            <translation type="vanished">无法保留自动存档中未完成的游戏（{error}）；没有开始新游戏。</translation>
        </message>
        <message>
            <source>The unfinished game that was in the autosave is kept in {path}.</source>
            <translation type="vanished">原本在自动存档中的未完成游戏已保留于 {path}。</translation>
        </message>
    </context>
    <context>
        <name>Privacy</name>
        <message>
            <source>Waiting for {name}…</source>
            <translation>正在等待 {name}…</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Backspace</source>
            <translation>退格</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>回车</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Game over.</source>
            <translation>游戏结束。</translation>
        </message>
        <message>
            <source>Game over. Winner: {names}</source>
            <translation>游戏结束。胜利者：{names}</translation>
        </message>
        <message>
            <source>The game is not over: only one player's view can be shown.</source>
            <translation>游戏尚未结束：只能显示一位玩家的视角。</translation>
        </message>
        <message>
            <source>This is a review: nothing can be played here. Use “Play from here” to continue the game.</source>
            <translation>这是回顾：这里不能下任何一步。请使用“从这里开始玩”继续游戏。</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Action {position} of {length}</source>
            <translation>第 {position} 步，共 {length} 步</translation>
        </message>
        <message>
            <source>Action ›</source>
            <translation>下一步 ›</translation>
        </message>
        <message>
            <source>As {name} saw it</source>
            <translation>{name} 的视角</translation>
        </message>
        <message>
            <source>Cannot play from here</source>
            <translation>无法从这里开始玩</translation>
        </message>
        <message>
            <source>Cannot review {name}</source>
            <translation>无法回顾 {name}</translation>
        </message>
        <message>
            <source>Click a line to see the game right after it.</source>
            <translation>点一行，即可看到该行动作刚完成时的局面。</translation>
        </message>
        <message>
            <source>Drag to any moment of the game; the marks are the starts of the rounds.</source>
            <translation>拖动到游戏中的任何时刻；刻度标示每一轮的开始。</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>结尾 ▶|</translation>
        </message>
        <message>
            <source>Every secret of every player, at every moment.</source>
            <translation>每位玩家在每个时刻的所有秘密。</translation>
        </message>
        <message>
            <source>Everything (the game is over)</source>
            <translation>全部（游戏已结束）</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>游戏记录</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>退一步（左方向键）</translation>
        </message>
        <message>
            <source>One action forward (Right)</source>
            <translation>进一步（右方向键）</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>从这里开始玩…</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>游戏中的位置</translation>
        </message>
        <message>
            <source>Public facts only</source>
            <translation>只显示公开信息</translation>
        </message>
        <message>
            <source>Review a game</source>
            <translation>回顾游戏</translation>
        </message>
        <message>
            <source>Review: {title}</source>
            <translation>回顾：{title}</translation>
        </message>
        <message>
            <source>Review: {title} — {file}</source>
            <translation>回顾：{title} — {file}</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>下一轮 ▶▶</translation>
        </message>
        <message>
            <source>Show {name}'s view?</source>
            <translation>显示 {name} 的视角？</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <source>Start a new game from this position, with the seats chosen again; the game under review is not changed.</source>
            <translation>从这个局面开始一局新游戏，重新选择各座位的玩家；正在回顾的游戏不会被更改。</translation>
        </message>
        <message>
            <source>The game is not over: this shows {name}'s secrets. Only {name} should look.</source>
            <translation>游戏尚未结束：这会显示 {name} 的秘密。只有 {name} 应该看。</translation>
        </message>
        <message>
            <source>The game is over here: step back to play on from an earlier moment.</source>
            <translation>游戏在这里已结束：请退回较早的时刻再继续游玩。</translation>
        </message>
        <message>
            <source>The last position (End)</source>
            <translation>最后的局面（End 键）</translation>
        </message>
        <message>
            <source>The setup before the first action (Home)</source>
            <translation>第一步之前的准备（Home 键）</translation>
        </message>
        <message>
            <source>The start of the next round (Page Down)</source>
            <translation>下一轮的开始（Page Down 键）</translation>
        </message>
        <message>
            <source>The start of the next turn (Down)</source>
            <translation>下一回合的开始（下方向键）</translation>
        </message>
        <message>
            <source>The start of the previous turn (Up)</source>
            <translation>上一回合的开始（上方向键）</translation>
        </message>
        <message>
            <source>The start of this round, or of the one before (Page Up)</source>
            <translation>这一轮的开始，或上一轮的开始（Page Up 键）</translation>
        </message>
        <message>
            <source>This record stops being legal at action {number} ({reason}); the review shows the game up to there.</source>
            <translation>这份记录在第 {number} 步起不合规则（{reason}）；回顾只显示到该处为止。</translation>
        </message>
        <message>
            <source>Turn ▶</source>
            <translation>下一回合 ▶</translation>
        </message>
        <message>
            <source>Whose view the table shows. While a game is unfinished, only one player's view can be shown, never everything.</source>
            <translation>桌面显示谁的视角。游戏未结束时，只能显示一位玩家的视角，绝不会显示全部。</translation>
        </message>
        <message>
            <source>cannot read {file}: {reason}</source>
            <translation>无法读取 {file}：{reason}</translation>
        </message>
        <message>
            <source>giantapp games (*.giantapp.json *.json)</source>
            <translation>giantapp 游戏 (*.giantapp.json *.json)</translation>
        </message>
        <message>
            <source>the file holds no game</source>
            <translation>这个文件没有任何游戏</translation>
        </message>
        <message>
            <source>{file} is not a text file</source>
            <translation>{file} 不是文本文件</translation>
        </message>
        <message>
            <source>{where} · round {round}</source>
            <translation>{where} · 第 {round} 轮</translation>
        </message>
        <message>
            <source>|◀ Start</source>
            <translation>|◀ 开头</translation>
        </message>
        <message>
            <source>‹ Action</source>
            <translation>‹ 上一步</translation>
        </message>
        <message>
            <source>◀ Turn</source>
            <translation>◀ 上一回合</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ 上一轮</translation>
        </message>
    </context>
    <context>
        <name>ScoreCategories</name>
        <message>
            <source>Hats</source>
            <translation>石帽</translation>
        </message>
        <message>
            <source>Hula dancers</source>
            <translation>草裙舞者</translation>
        </message>
        <message>
            <source>Irrigation</source>
            <translation>灌溉系统</translation>
        </message>
        <message>
            <source>Islands</source>
            <translation>岛屿</translation>
        </message>
        <message>
            <source>KANALOA</source>
            <translation>KANALOA</translation>
        </message>
        <message>
            <source>Kahunas</source>
            <translation>祭司</translation>
        </message>
        <message>
            <source>LAKA</source>
            <translation>LAKA</translation>
        </message>
        <message>
            <source>LONO</source>
            <translation>LONO</translation>
        </message>
        <message>
            <source>Long house II</source>
            <translation>II 面长屋</translation>
        </message>
        <message>
            <source>Moai</source>
            <translation>石像</translation>
        </message>
        <message>
            <source>Order position 1</source>
            <translation>顺序位置 1</translation>
        </message>
        <message>
            <source>Prestige</source>
            <translation>威望</translation>
        </message>
        <message>
            <source>Round scoring</source>
            <translation>回合计分</translation>
        </message>
        <message>
            <source>Spears</source>
            <translation>长矛</translation>
        </message>
        <message>
            <source>Tablet pairs</source>
            <translation type="vanished">木简（每 2 片）</translation>
        </message>
        <message>
            <source>Tablets</source>
            <translation>木简</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>总分</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>No scores to show.</source>
            <translation>没有可显示的分数。</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>轮</translation>
        </message>
        <message>
            <source>Score after each round</source>
            <translation>每轮结束时的分数</translation>
        </message>
        <message>
            <source>start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>{name}: {values}</source>
            <translation>{name}：{values}</translation>
        </message>
    </context>
    <context>
        <name>SeatsDialog</name>
        <message>
            <source>A new game starts from this position (after {count} actions). The file you are reviewing is not changed. Who plays each seat?</source>
            <translation>新游戏将从这个局面（第 {count} 步之后）开始。你正在回顾的文件不会被更改。每个座位由谁来玩？</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>电脑（{level}）</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>从这里开始玩</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>玩家类型</translation>
        </message>
        <message>
            <source>Seat {n} needs a name.</source>
            <translation>座位 {n} 需要一个名字。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Two seats have the same name; hand-offs would be confusing.</source>
            <translation>有两个座位的名字相同；交接时会造成混淆。</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <source>Autosave failed ({error}); use Game › Save.</source>
            <translation>自动存档失败（{error}）；请使用“游戏 › 保存”。</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>游戏结束。</translation>
        </message>
        <message>
            <source>Game over. Winner: {names}</source>
            <translation>游戏结束。胜利者：{names}</translation>
        </message>
        <message>
            <source>It is not your decision now.</source>
            <translation>现在不是由你决定。</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>无法执行：{reason}</translation>
        </message>
        <message>
            <source>Passing the computer…</source>
            <translation>正在交出电脑…</translation>
        </message>
        <message>
            <source>Revealed: {action}</source>
            <translation>公开：{action}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <source>Seat {n} needs a name.</source>
            <translation>座位 {n} 需要一个名字。</translation>
        </message>
        <message>
            <source>The computer player of {name} failed ({error}).</source>
            <translation>{name} 的电脑玩家出错了（{error}）。</translation>
        </message>
        <message>
            <source>The computer player of {name} failed ({error}); it plays a random move.</source>
            <translation>{name} 的电脑玩家发生错误（{error}）；改为随机行动。</translation>
        </message>
        <message>
            <source>The rules refused a chance outcome: {reason}</source>
            <translation>规则拒绝了这个随机结果：{reason}</translation>
        </message>
        <message>
            <source>has made a secret choice</source>
            <translation>已做出秘密选择</translation>
        </message>
        <message>
            <source>revealed: {action}</source>
            <translation type="vanished">公开：{action}</translation>
        </message>
        <message>
            <source>takes back: {action}</source>
            <translation type="vanished">收回：{action}</translation>
        </message>
        <message>
            <source>the rules could not apply this action ({error})</source>
            <translation>规则无法执行这个动作（{error}）</translation>
        </message>
        <message>
            <source>{name} has made a secret choice</source>
            <translation>{name} 已做出秘密选择</translation>
        </message>
        <message>
            <source>{name} takes back: {action}</source>
            <translation>{name} 收回：{action}</translation>
        </message>
        <message>
            <source>{name}: check the result, then press Done (Undo takes it back).</source>
            <translation>{name}：请确认结果，然后按“完成”（撤销可以收回）。</translation>
        </message>
        <message>
            <source>{status} — {name} has only one choice, open to all: no hand-off needed.</source>
            <translation>{status} — {name} 只有一个选择，而且所有人都看得到：不需要交接。</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Animation speed:</source>
            <translation>动画速度：</translation>
        </message>
        <message>
            <source>Ask before ending a turn</source>
            <translation>结束回合前先询问</translation>
        </message>
        <message>
            <source>Colour-blind safe palette</source>
            <translation>色盲友好配色</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>语言：</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>On: whenever your move ends your part (before the computer players move, before dice are rolled or tokens drawn, before the next player's turn, before the game ends), the table waits until you press "Done", and until then Undo takes the move back. Off: you are asked only when the computer is then passed to another player (hotseat), so a hand-off never comes before you are done.</source>
            <translation>开启：每当你的行动结束了你的部分（电脑玩家行动之前、掷骰或抽取标记之前、下一位玩家的回合之前、游戏结束之前），牌桌都会等你按下“完成”，在那之前撤销可以收回这一步。关闭：只有在接着要把电脑交给另一位玩家时（同机轮流）才会询问，因此在你完成之前绝不会交接。</translation>
        </message>
        <message>
            <source>Player colours are chosen to stay distinct for every kind of colour blindness, and each player also has their own shape and pattern.</source>
            <translation>玩家颜色经过挑选，各种色盲都能分辨；每位玩家另有各自的形状和花纹。</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>System language</source>
            <translation type="vanished">系统语言</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>系统语言（{language}）</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按键</translation>
        </message>
        <message>
            <source>On the {game} table</source>
            <translation>{game}游戏桌上</translation>
        </message>
        <message>
            <source>Start or continue a game to see the table's own keys here too.</source>
            <translation>开始或继续一局游戏，这里也会列出游戏桌自己的按键。</translation>
        </message>
        <message>
            <source>The {game} table names its own keys on its buttons and in its prompts.</source>
            <translation>{game}游戏桌自己的按键写在它的按钮和提示上。</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>作用</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>窗口</translation>
        </message>
    </context>
    <context>
        <name>TitlePage</name>
        <message>
            <source>Against the computer (people's wins):</source>
            <translation>对战电脑（真人胜场）：</translation>
        </message>
        <message>
            <source>Average score:</source>
            <translation>平均分数：</translation>
        </message>
        <message>
            <source>Best score:</source>
            <translation>最高分数：</translation>
        </message>
        <message>
            <source>Computer ({level}):</source>
            <translation>电脑（{level}）：</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>结束时间</translation>
        </message>
        <message>
            <source>Games played:</source>
            <translation>已玩局数：</translation>
        </message>
        <message>
            <source>Games with hints:</source>
            <translation>使用提示的局数：</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Level {level}:</source>
            <translation type="vanished">{level}等级：</translation>
        </message>
        <message>
            <source>No games of people against the computer yet.</source>
            <translation>还没有真人对战电脑的游戏。</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>玩家与分数</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>胜利者</translation>
        </message>
        <message>
            <source>{name} ({level}) {score}</source>
            <translation>{name}（{level}）{score}</translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>{score} ({name})</source>
            <translation>{score}（{name}）</translation>
        </message>
        <message>
            <source>{won} of {played}</source>
            <translation>{played} 局中胜 {won} 局</translation>
        </message>
    </context>
    <context>
        <name>WelcomePage</name>
        <message>
            <source>Continue: {game}</source>
            <translation>继续：{game}</translation>
        </message>
        <message>
            <source>Continue: {title}, {players} players, round {round}, {when}</source>
            <translation type="vanished">继续：{title}，{players} 位玩家，第 {round} 回合，{when}</translation>
        </message>
        <message>
            <source>Continue: {title}, {players} players, {count} actions, {when}</source>
            <translation type="vanished">继续：{title}，{players} 位玩家，{count} 个动作，{when}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Easter Island: bid for the dice, carve moai in the quarry, haul them across the island with relays of men and logs, and raise them on the ahu for prestige.</source>
            <translation>复活节岛：竞拍掷出的石像，在采石场凿刻，靠人力接力与圆木把石像运过全岛，再把它们建在石台上赢得威望。</translation>
        </message>
        <message>
            <source>Five rounds on the islands: walk your chief to buy huts, boats and temples with shells, go fishing, sail to the outer islands and honour the gods.</source>
            <translation>在群岛上进行五轮：带着酋长四处走动，用贝壳购买小屋、船和神庙，出海捕鱼，航向外围岛屿并敬奉众神。</translation>
        </message>
        <message>
            <source>Giants · Hawaii</source>
            <translation>神秘巨石像 · 夏威夷</translation>
        </message>
        <message>
            <source>Island board games for friends at one computer and against the computer</source>
            <translation>岛屿桌面游戏：与朋友在同一台电脑上对战，或挑战电脑对手</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>打开已保存的游戏…</translation>
        </message>
        <message>
            <source>Resume last game</source>
            <translation type="vanished">继续上一局游戏</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>未完成的游戏</translation>
        </message>
        <message>
            <source>today {time}</source>
            <translation>今天 {time}</translation>
        </message>
        <message>
            <source>yesterday {time}</source>
            <translation>昨天 {time}</translation>
        </message>
        <message>
            <source>{date} {time}</source>
            <translation>{date} {time}</translation>
        </message>
        <message>
            <source>{day} {time}</source>
            <translation>{day} {time}</translation>
        </message>
        <message>
            <source>{title}, {players} players, round {round}, {when}</source>
            <translation>{title}，{players} 位玩家，第 {round} 回合，{when}</translation>
        </message>
        <message>
            <source>{title}, {players} players, {count} actions, {when}</source>
            <translation>{title}，{players} 位玩家，{count} 个动作，{when}</translation>
        </message>
        <message>
            <source>…and {count} more.</source>
            <translation>…还有 {count} 项。</translation>
        </message>
    </context>
</TS>
