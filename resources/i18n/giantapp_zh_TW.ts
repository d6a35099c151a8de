<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>Board</name>
        <message>
            <source>Not possible: {reason}</source>
            <translation>無法執行：{reason}</translation>
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
            <translation>每位玩家的顏色另有專屬的形狀和花紋，不靠顏色也能分辨配件。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Hides what the player keeps behind it. With open screens, everyone sees behind it.</source>
            <translation>遮住玩家放在後面的東西。使用公開屏風時，所有人都看得到。</translation>
        </message>
        <message>
            <source>Holds the tokens not in play; its contents are hidden from everyone.</source>
            <translation>裝著尚未使用的指示物；任何人都看不到裡面的內容。</translation>
        </message>
        <message>
            <source>Player colour</source>
            <translation>玩家顏色</translation>
        </message>
        <message>
            <source>Score track</source>
            <translation>計分軌</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>屏風</translation>
        </message>
        <message>
            <source>Shows every player's score during play.</source>
            <translation>顯示遊戲中每位玩家的分數。</translation>
        </message>
        <message>
            <source>This player acts first in the turn-order phases of the round.</source>
            <translation>在本輪依順序進行的階段中，這位玩家最先行動。</translation>
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
            <translation>一個裝置</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>一個資料夾</translation>
        </message>
        <message>
            <source>a pipe</source>
            <translation>一個管線</translation>
        </message>
        <message>
            <source>action {index} has an invalid seat {seat}</source>
            <translation>第 {index} 個動作的座位 {seat} 無效</translation>
        </message>
        <message>
            <source>action {index} has no notation text</source>
            <translation>第 {index} 個動作沒有記譜文字</translation>
        </message>
        <message>
            <source>action {index} is longer than {limit} characters</source>
            <translation>第 {index} 個動作超過 {limit} 個字元</translation>
        </message>
        <message>
            <source>action {index} is not an object</source>
            <translation>第 {index} 個動作不是物件</translation>
        </message>
        <message>
            <source>cannot read {file}: it is {kind}, not a file</source>
            <translation>無法讀取 {file}：它是{kind}，不是檔案</translation>
        </message>
        <message>
            <source>cannot read {file}: {reason}</source>
            <translation>無法讀取 {file}：{reason}</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>機率</translation>
        </message>
        <message>
            <source>it holds a number of {digits} digits (at most {limit} are allowed)</source>
            <translation>其中有一個 {digits} 位數的數字（最多允許 {limit} 位）</translation>
        </message>
        <message>
            <source>it holds a number too large to use ({value})</source>
            <translation>其中有一個大到無法使用的數字（{value}）</translation>
        </message>
        <message>
            <source>it holds {name}, which is not a number a game can use</source>
            <translation>其中有 {name}，這不是遊戲能使用的數字</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>現在不是由 {player} 決定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>not a giantapp game record (format is missing or different)</source>
            <translation>不是 giantapp 的遊戲紀錄（缺少格式或格式不同）</translation>
        </message>
        <message>
            <source>not a giantapp game record (the file is not a JSON object)</source>
            <translation>不是 giantapp 的遊戲紀錄（檔案不是 JSON 物件）</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>不是一般檔案</translation>
        </message>
        <message>
            <source>seat {number} has a colour that is not text</source>
            <translation>座位 {number} 的顏色不是文字</translation>
        </message>
        <message>
            <source>seat {number} has a level that is not text</source>
            <translation>座位 {number} 的難度不是文字</translation>
        </message>
        <message>
            <source>seat {number} has a name longer than {limit} characters</source>
            <translation>座位 {number} 的名字超過 {limit} 個字元</translation>
        </message>
        <message>
            <source>seat {number} has kind {kind}; expected human or computer</source>
            <translation>座位 {number} 的類型是 {kind}；應該是 human 或 computer</translation>
        </message>
        <message>
            <source>seat {number} has no name</source>
            <translation>座位 {number} 沒有名字</translation>
        </message>
        <message>
            <source>seat {number} is not an object</source>
            <translation>座位 {number} 不是物件</translation>
        </message>
        <message>
            <source>the file cannot be used: it holds a number too large to use ({value})</source>
            <translation>無法使用此檔案：其中有一個大到無法使用的數字（{value}）</translation>
        </message>
        <message>
            <source>the file cannot be used: it holds text that is not valid Unicode (a lone surrogate)</source>
            <translation>無法使用此檔案：其中有不是有效 Unicode 的文字（孤立的代理字元）</translation>
        </message>
        <message>
            <source>the file cannot be used: it is nested more than {limit} levels deep</source>
            <translation>無法使用此檔案：巢狀超過 {limit} 層</translation>
        </message>
        <message>
            <source>the file cannot be used: {reason}</source>
            <translation>無法使用此檔案：{reason}</translation>
        </message>
        <message>
            <source>the file is damaged or incomplete: it is not valid JSON (line {line}, column {column}: {detail})</source>
            <translation>檔案已損壞或不完整：不是有效的 JSON（第 {line} 行，第 {column} 欄：{detail}）</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation type="vanished">檔案是空的</translation>
        </message>
        <message>
            <source>the file is empty (not valid JSON)</source>
            <translation>檔案是空的（不是有效的 JSON）</translation>
        </message>
        <message>
            <source>the file is not valid JSON (line {line}, column {column}: {detail})</source>
            <translation type="vanished">檔案不是有效的 JSON（第 {line} 行，第 {column} 欄：{detail}）</translation>
        </message>
        <message>
            <source>the game holds text that cannot be saved ({reason})</source>
            <translation>遊戲中有無法存檔的文字（{reason}）</translation>
        </message>
        <message>
            <source>the game is not over, so only one player's view can be shown</source>
            <translation>遊戲尚未結束，因此只能顯示一位玩家的視角</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>遊戲已經結束</translation>
        </message>
        <message>
            <source>the game was saved by a newer giantapp (save version {version}; this one reads up to {supported})</source>
            <translation>這場遊戲是由較新版的 giantapp 儲存的（存檔版本 {version}；本版最多只能讀取到 {supported}）</translation>
        </message>
        <message>
            <source>the record does not say which game it is</source>
            <translation>紀錄沒有說明是哪一款遊戲</translation>
        </message>
        <message>
            <source>the record has an invalid version {version}</source>
            <translation>紀錄的版本 {version} 無效</translation>
        </message>
        <message>
            <source>the record has no valid number of players</source>
            <translation>紀錄沒有有效的玩家人數</translation>
        </message>
        <message>
            <source>the record has no valid version number</source>
            <translation>紀錄沒有有效的版本號碼</translation>
        </message>
        <message>
            <source>the record is from a newer giantapp (record version {version}; this one reads up to {supported})</source>
            <translation>紀錄來自較新版的 giantapp（紀錄版本 {version}；本版最多只能讀取到 {supported}）</translation>
        </message>
        <message>
            <source>the record lists {count} seats for {players} players</source>
            <translation>紀錄列出了 {count} 個座位，但玩家有 {players} 位</translation>
        </message>
        <message>
            <source>the record's actions are not a list</source>
            <translation>紀錄中的動作不是清單</translation>
        </message>
        <message>
            <source>the record's options are not an object</source>
            <translation>紀錄的選項不是一個物件</translation>
        </message>
        <message>
            <source>the rules cannot start a game of {game} with these options ({error})</source>
            <translation>規則無法用這些選項開始一局{game}（{error}）</translation>
        </message>
        <message>
            <source>the rules could not apply this action ({error})</source>
            <translation>規則無法執行這個動作（{error}）</translation>
        </message>
        <message>
            <source>the saved game cannot be replayed: action {number} ({action}) is refused by the rules: {reason}</source>
            <translation>無法重現這場存檔：第 {number} 個動作（{action}）被規則拒絕：{reason}</translation>
        </message>
        <message>
            <source>the saved game cannot be replayed: {reason}</source>
            <translation>無法重現這場存檔：{reason}</translation>
        </message>
        <message>
            <source>the saved game has an invalid version {version}</source>
            <translation>存檔的版本 {version} 無效</translation>
        </message>
        <message>
            <source>the saved game has no valid random seed</source>
            <translation>存檔沒有有效的隨機種子</translation>
        </message>
        <message>
            <source>the saved game has no valid version number</source>
            <translation>存檔沒有有效的版本號碼</translation>
        </message>
        <message>
            <source>the saved game holds no game record</source>
            <translation>存檔中沒有遊戲紀錄</translation>
        </message>
        <message>
            <source>the saved game names an invalid viewer {viewer}</source>
            <translation>存檔指定的觀看者 {viewer} 無效</translation>
        </message>
        <message>
            <source>the saved game was altered or damaged (its checksum does not match its contents)</source>
            <translation>存檔已被修改或損壞（校驗碼與內容不符）</translation>
        </message>
        <message>
            <source>the saved game's list of hints is damaged</source>
            <translation>存檔中的提示清單已損壞</translation>
        </message>
        <message>
            <source>the summary of the saved game does not say which game it is</source>
            <translation>存檔的摘要沒有說明是哪個遊戲</translation>
        </message>
        <message>
            <source>the summary of the saved game has no valid players</source>
            <translation>存檔的摘要沒有有效的玩家</translation>
        </message>
        <message>
            <source>the summary of the saved game has no valid round or action count</source>
            <translation>存檔的摘要沒有有效的回合或動作數</translation>
        </message>
        <message>
            <source>the summary of the saved game is damaged</source>
            <translation>存檔的摘要已損壞</translation>
        </message>
        <message>
            <source>the summary of the saved game is not an object</source>
            <translation>存檔的摘要不是一個物件</translation>
        </message>
        <message>
            <source>this is a game record, not a saved game; check it with `giantapp replay`</source>
            <translation>這是遊戲紀錄，不是存檔；請用 `giantapp replay` 檢查</translation>
        </message>
        <message>
            <source>this is not a giantapp saved game</source>
            <translation>這不是 giantapp 的存檔</translation>
        </message>
        <message>
            <source>{action} is not a legal action now</source>
            <translation>{action} 現在不是合法的動作</translation>
        </message>
        <message>
            <source>{file} is larger than {limit} MB, too large for a saved game or record</source>
            <translation>{file} 大於 {limit} MB，不可能是存檔或紀錄</translation>
        </message>
        <message>
            <source>{file} is not a text file</source>
            <translation>{file} 不是文字檔</translation>
        </message>
        <message>
            <source>{file} is not a text file, so it is not a saved game</source>
            <translation type="vanished">{file} 不是文字檔，所以不是存檔</translation>
        </message>
        <message>
            <source>{file} is too large to be a saved game ({size} bytes)</source>
            <translation type="vanished">{file} 太大，不可能是存檔（{size} 位元組）</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>New {title} game…</source>
            <translation>新的{title}遊戲…</translation>
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
            <translation type="vanished">翻開島嶼：{islands}</translation>
        </message>
        <message>
            <source>Price tokens drawn for round {round}: {where}</source>
            <translation>第 {round} 輪抽出的價格指示物：{where}</translation>
        </message>
        <message>
            <source>The dice show {faces}</source>
            <translation type="vanished">骰子擲出 {faces}</translation>
        </message>
        <message>
            <source>Turned up at the docks: {islands}</source>
            <translation>碼頭翻開：{islands}</translation>
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
            <translation>{n} 個放在順序位置上</translation>
        </message>
        <message>
            <source>{n} on the places</source>
            <translation>{n} 個放在地點上</translation>
        </message>
        <message>
            <source>{n} to the fishing cove</source>
            <translation>{n} 個進入捕魚海灣</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <source>Decisions taken after a hint from the computer: {who}.</source>
            <translation>在電腦提示之後做出的決定：{who}。</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation>沒有人獲勝。</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <source>Played with the computer's hints — {who}.</source>
            <translation type="vanished">曾使用電腦提示——{who}。</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>回顧這局遊戲</translation>
        </message>
        <message>
            <source>Shared win: {names}</source>
            <translation>共享勝利：{names}</translation>
        </message>
        <message>
            <source>Step through the game again, with every secret shown.</source>
            <translation>逐步重看這局遊戲，所有秘密都會顯示。</translation>
        </message>
        <message>
            <source>The game is not over.</source>
            <translation>遊戲尚未結束。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="vanished">總分</translation>
        </message>
        <message>
            <source>{names} wins!</source>
            <translation>{names} 獲勝！</translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <translation>{name} {count} 次</translation>
        </message>
        <message>
            <source>{name}: {count} decision(s)</source>
            <translation type="vanished">{name}：{count} 次決定</translation>
        </message>
    </context>
    <context>
        <name>GameRow</name>
        <message>
            <source>Delete this unfinished game for good (you will be asked first)</source>
            <translation>永久刪除這局未完成的遊戲（會先詢問你）</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>刪除…</translation>
        </message>
        <message>
            <source>{game} (open in another giantapp window)</source>
            <translation>{game}（已在另一個 giantapp 視窗中開啟）</translation>
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
            <translation>篩選動作…</translation>
        </message>
        <message>
            <source>Legal actions</source>
            <translation>可行的動作</translation>
        </message>
        <message>
            <source>Nothing to decide for you now.</source>
            <translation>目前沒有需要你決定的事。</translation>
        </message>
        <message>
            <source>Play selected action</source>
            <translation>執行所選動作</translation>
        </message>
        <message>
            <source>What you can see</source>
            <translation>你能看到的資訊</translation>
        </message>
        <message>
            <source>Your possible actions:</source>
            <translation>你可以做的動作：</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{name}, your possible actions:</source>
            <translation>{name}，你可以做的動作：</translation>
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
            <translation>-1：隨機決定；否則為先開始的座位（0 = 第一個座位）。</translation>
        </message>
        <message>
            <source>1 worker</source>
            <translation>1 個工人</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Erected moai: none</source>
            <translation>豎立的石像：無</translation>
        </message>
        <message>
            <source>Erected moai: {n} ({ahus}), with a hat: {hats}</source>
            <translation>豎立的石像：{n}（{ahus}），戴石帽的：{hats}</translation>
        </message>
        <message>
            <source>Every player starts with 2 workers.</source>
            <translation>每位玩家開始時有 2 個工人。</translation>
        </message>
        <message>
            <source>Everyone sees what stands behind every screen (friendly play, teaching).</source>
            <translation>所有人都看得到每個屏風後的東西（友誼賽、教學用）。</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Game over after round {round}; winner(s): seat {seats}</source>
            <translation type="vanished">遊戲在第 {round} 輪後結束；勝利者：座位 {seats}</translation>
        </message>
        <message>
            <source>Game over after round {round}; winner(s): {seats}</source>
            <translation>遊戲在第 {round} 輪後結束；勝利者：{seats}</translation>
        </message>
        <message>
            <source>Giants</source>
            <translation type="vanished">神秘巨石像</translation>
        </message>
        <message>
            <source>Live scoring</source>
            <translation>即時計分</translation>
        </message>
        <message>
            <source>Moai and hats score at the end of the game</source>
            <translation>石像與石帽在遊戲結束時計分</translation>
        </message>
        <message>
            <source>Moai and hats score the moment they are erected or placed (ownership becomes public).</source>
            <translation>石像和石帽在建造或戴上的當下就計分（歸屬隨之公開）。</translation>
        </message>
        <message>
            <source>Moai on face-down bases (owner hidden): {n}</source>
            <translation>蓋著的底座上的石像（擁有者隱藏）：{n}</translation>
        </message>
        <message>
            <source>Moai: {moai} points, hats: {hats} points</source>
            <translation>石像：{moai} 分，石帽：{hats} 分</translation>
        </message>
        <message>
            <source>Open ownership</source>
            <translation>公開歸屬</translation>
        </message>
        <message>
            <source>Open screens</source>
            <translation>公開屏風</translation>
        </message>
        <message>
            <source>Owners of erected moai are shown to all; off: bases lie face down and looking costs a tablet.</source>
            <translation>所有人都看得到已建造石像的主人；關閉時：底座朝下，查看需花 1 片木簡。</translation>
        </message>
        <message>
            <source>Prestige: {n}</source>
            <translation>威望：{n}</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>快速遊戲</translation>
        </message>
        <message>
            <source>Round limit</source>
            <translation>輪數上限</translation>
        </message>
        <message>
            <source>Round {round}, {phase}: waiting for {who}</source>
            <translation>第 {round} 輪，{phase}：等待 {who}</translation>
        </message>
        <message>
            <source>Seat {seat} gets the first-player pawn</source>
            <translation type="vanished">座位 {seat} 獲得起始玩家標記</translation>
        </message>
        <message>
            <source>Seat {seat} leaves the other markers in place</source>
            <translation type="vanished">座位 {seat} 將其餘標記留在原處</translation>
        </message>
        <message>
            <source>Seat {seat} leaves {obj} unmarked</source>
            <translation type="vanished">座位 {seat} 不標記{obj}</translation>
        </message>
        <message>
            <source>Seat {seat} looks under the base of ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 查看石台 {ahu} 的石像底座</translation>
        </message>
        <message>
            <source>Seat {seat} makes a secret bid</source>
            <translation type="vanished">座位 {seat} 秘密出價</translation>
        </message>
        <message>
            <source>Seat {seat} marks {obj}</source>
            <translation type="vanished">座位 {seat} 標記{obj}</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex}</source>
            <translation type="vanished">座位 {seat} 將{obj}移到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex} and erects it on ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 將{obj}移到 {hex}，並在石台 {ahu} 上建造</translation>
        </message>
        <message>
            <source>Seat {seat} moves {obj} to {hex} and puts it on the moai of ahu {ahu}</source>
            <translation type="vanished">座位 {seat} 將{obj}移到 {hex}，並戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>Seat {seat} passes</source>
            <translation type="vanished">座位 {seat} 放棄行動</translation>
        </message>
        <message>
            <source>Seat {seat} places {figure} on {hex}</source>
            <translation type="vanished">座位 {seat} 將{figure}放到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} places {figure} with {logs} log(s) on {hex}</source>
            <translation type="vanished">座位 {seat} 將{figure}連同 {logs} 根圓木放到 {hex}</translation>
        </message>
        <message>
            <source>Seat {seat} spends a tribe marker and takes a tablet</source>
            <translation type="vanished">座位 {seat} 打出一個部落標記，拿取一片木簡</translation>
        </message>
        <message>
            <source>Seat {seat} stops choosing moai</source>
            <translation type="vanished">座位 {seat} 停止挑選石像</translation>
        </message>
        <message>
            <source>Seat {seat} takes back the marker from {obj}</source>
            <translation type="vanished">座位 {seat} 從{obj}上收回部落標記</translation>
        </message>
        <message>
            <source>Seat {seat} takes {moai} (size {size})</source>
            <translation type="vanished">座位 {seat} 拿取{moai}（尺寸 {size}）</translation>
        </message>
        <message>
            <source>Seat {seat}'s chief goes to {hex}, discards tablets and {what}</source>
            <translation type="vanished">座位 {seat} 的頭領前往 {hex}，棄掉木簡並{what}</translation>
        </message>
        <message>
            <source>Seat {seat}'s sorcerer goes to {hex} and {what}</source>
            <translation type="vanished">座位 {seat} 的法師前往 {hex} 並{what}</translation>
        </message>
        <message>
            <source>Tablets: {points} points</source>
            <translation>木簡：{points} 分</translation>
        </message>
        <message>
            <source>The dice show {faces}</source>
            <translation>骰子擲出 {faces}</translation>
        </message>
        <message>
            <source>The game ends after this round at the latest.</source>
            <translation>遊戲最晚在這一輪之後結束。</translation>
        </message>
        <message>
            <source>a bid cannot be negative</source>
            <translation>出價不能是負數</translation>
        </message>
        <message>
            <source>a figure takes at most {most} logs, not {logs}</source>
            <translation>一個人物最多帶 {most} 根圓木，不能帶 {logs} 根</translation>
        </message>
        <message>
            <source>a hat</source>
            <translation>一個石帽</translation>
        </message>
        <message>
            <source>a hat is put on a moai with 'hat'; a moai is erected with 'erect'</source>
            <translation>石帽用 'hat' 戴到石像上；石像用 'erect' 建造</translation>
        </message>
        <message>
            <source>a look costs {cost} tablet(s); you have {have}</source>
            <translation>查看一次需要 {cost} 片木簡；你有 {have} 片</translation>
        </message>
        <message>
            <source>a move must enter at least one hex (or end by erecting or placing a hat)</source>
            <translation>一次移動至少要進入一格（或以建造石像、戴上石帽結束）</translation>
        </message>
        <message>
            <source>a number of logs cannot be negative</source>
            <translation>圓木數量不能是負數</translation>
        </message>
        <message>
            <source>a path must be a sequence of hexes</source>
            <translation>路徑必須是一串六邊形</translation>
        </message>
        <message>
            <source>a roll lists (die letter, face) pairs</source>
            <translation>擲骰結果要列出（骰子字母, 點數）的組合</translation>
        </message>
        <message>
            <source>a roll with {players} players has {dice} dice, not {faces}</source>
            <translation>{players} 人遊戲擲 {dice} 顆骰子，不是 {faces} 顆</translation>
        </message>
        <message>
            <source>a size-{size} moai</source>
            <translation>一個 {size} 號石像</translation>
        </message>
        <message>
            <source>a worker</source>
            <translation>一個工人</translation>
        </message>
        <message>
            <source>a {die} die has no face {face}</source>
            <translation>{die}骰子沒有 {face} 這一面</translation>
        </message>
        <message>
            <source>ahu {ahu} already holds a moai</source>
            <translation>石台 {ahu} 上已經有石像</translation>
        </message>
        <message>
            <source>ahu {ahu} has no erected moai</source>
            <translation>石台 {ahu} 上沒有已建造的石像</translation>
        </message>
        <message>
            <source>ahu {ahu} has no erected moai to wear the hat</source>
            <translation>石台 {ahu} 上沒有可以戴石帽的已建石像</translation>
        </message>
        <message>
            <source>ahu {ahu} is already reserved or built on</source>
            <translation>石台 {ahu} 已被預占或已建有石像</translation>
        </message>
        <message>
            <source>ahu {ahu} is reserved by another player</source>
            <translation>石台 {ahu} 已被其他玩家預占</translation>
        </message>
        <message>
            <source>an action must be text, not {type}</source>
            <translation>動作必須是文字，不能是 {type}</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>棕色骰子</translation>
        </message>
        <message>
            <source>cannot read {given!r} as a Giants action: {why}</source>
            <translation>無法把 {given!r} 讀成神秘巨石像的動作：{why}</translation>
        </message>
        <message>
            <source>carrier {token} names a seat that is not in the game</source>
            <translation>搬運者 {token} 指的座位不在這場遊戲中</translation>
        </message>
        <message>
            <source>carriers must be W2 / S2 / C2 / L tokens per hex</source>
            <translation>每格的搬運者必須寫成 W2 / S2 / C2 / L</translation>
        </message>
        <message>
            <source>carriers need an explicit path ('via')</source>
            <translation>指定搬運者時必須寫出路徑（'via'）</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>機率</translation>
        </message>
        <message>
            <source>choosing the first player</source>
            <translation>決定起始玩家</translation>
        </message>
        <message>
            <source>cuts the forest for logs</source>
            <translation>在森林砍伐圓木</translation>
        </message>
        <message>
            <source>drop it on a hex of the island</source>
            <translation>把它放到島上的六邊形</translation>
        </message>
        <message>
            <source>expected 'logs N' at the end</source>
            <translation>結尾應該是 'logs N'</translation>
        </message>
        <message>
            <source>expected 'to' after the object</source>
            <translation>物件後面應該接 'to'</translation>
        </message>
        <message>
            <source>first decide whether to mark {obj}</source>
            <translation>請先決定是否標記{obj}</translation>
        </message>
        <message>
            <source>hex {hex} has strength {available}; {what} needs {need}</source>
            <translation>六邊形 {hex} 的力量是 {available}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>hex {hex} has strength {have}; {what} needs {need}</source>
            <translation>六邊形 {hex} 的力量是 {have}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} chief of {player}, fewer than the carriers name</source>
            <translation>六邊形 {hex} 只有 {have} 個 {player} 的頭領，比指定的搬運者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} sorcerer of {player}, fewer than the carriers name</source>
            <translation>六邊形 {hex} 只有 {have} 個 {player} 的法師，比指定的搬運者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {have} worker(s) of {player}, fewer than the carriers name</source>
            <translation>六邊形 {hex} 只有 {have} 個 {player} 的工人，比指定的搬運者少</translation>
        </message>
        <message>
            <source>hex {hex} holds {logs} log(s), fewer than the carriers name</source>
            <translation>六邊形 {hex} 只有 {logs} 根圓木，比指定的搬運者少</translation>
        </message>
        <message>
            <source>hex {hex} is not a forest</source>
            <translation>六邊形 {hex} 不是森林</translation>
        </message>
        <message>
            <source>hex {hex} is not a land hex of the island</source>
            <translation>六邊形 {hex} 不是島上的陸地</translation>
        </message>
        <message>
            <source>hex {hex} is not adjacent to ahu {ahu}</source>
            <translation>六邊形 {hex} 沒有緊鄰石台 {ahu}</translation>
        </message>
        <message>
            <source>hex {hex} is not next to hex {previous}</source>
            <translation>六邊形 {hex} 不在六邊形 {previous} 旁邊</translation>
        </message>
        <message>
            <source>in front of your screen</source>
            <translation>在你的屏風前</translation>
        </message>
        <message>
            <source>in hex {hex} a log is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六邊形 {hex} 中不需要這根圓木：其餘搬運者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} a worker of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六邊形 {hex} 中不需要 {player} 的這個工人：其餘搬運者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} logs count only with a worker or sorcerer carrying</source>
            <translation>在六邊形 {hex} 中，只有工人或法師一起搬運時圓木才算數</translation>
        </message>
        <message>
            <source>in hex {hex} the chief of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六邊形 {hex} 中不需要 {player} 的頭領：其餘搬運者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>in hex {hex} the sorcerer of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}</source>
            <translation>在六邊形 {hex} 中不需要 {player} 的法師：其餘搬運者的力量已有 {rest}，而{what}需要 {need}</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>它是空的</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>現在不是由 {player} 決定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>no chain of hexes with strength {need} leads there</source>
            <translation>沒有一串力量 {need} 的六邊形能通到那裡</translation>
        </message>
        <message>
            <source>no chance step now</source>
            <translation>現在不是機率步驟</translation>
        </message>
        <message>
            <source>no sculptors</source>
            <translation type="vanished">沒有鑿刻工</translation>
        </message>
        <message>
            <source>on hex {hex}</source>
            <translation>在六邊形 {hex}</translation>
        </message>
        <message>
            <source>only the reserve action names an ahu</source>
            <translation>只有預占行動需要指定石台</translation>
        </message>
        <message>
            <source>only the sorcerer (or the chief, for tablets) performs these actions</source>
            <translation>只有法師（或棄掉木簡的頭領）能執行這些行動</translation>
        </message>
        <message>
            <source>option 'first_player' must be a seat from 0 to {last} (or -1), not {value}</source>
            <translation>選項 'first_player' 必須是 0 到 {last} 的座位（或 -1），不能是 {value}</translation>
        </message>
        <message>
            <source>ownership is open: every base can be seen without looking</source>
            <translation>歸屬是公開的：不必查看就能看到每個底座</translation>
        </message>
        <message>
            <source>phase 1 (roll for moai)</source>
            <translation>階段 1（擲骰決定石像）</translation>
        </message>
        <message>
            <source>phase 2 (choosing moai)</source>
            <translation>階段 2（挑選石像）</translation>
        </message>
        <message>
            <source>phase 2 (secret auction)</source>
            <translation>階段 2（秘密競拍）</translation>
        </message>
        <message>
            <source>phase 3 (placement)</source>
            <translation>階段 3（人物放置）</translation>
        </message>
        <message>
            <source>phase 4 (transport)</source>
            <translation>階段 4（運輸）</translation>
        </message>
        <message>
            <source>phase 5 (new round)</source>
            <translation>階段 5（新的一輪）</translation>
        </message>
        <message>
            <source>reserve needs an ahu such as A07</source>
            <translation>預占需要指定石台，例如 A07</translation>
        </message>
        <message>
            <source>reserves ahu {ahu}</source>
            <translation>預占石台 {ahu}</translation>
        </message>
        <message>
            <source>seat {seats}</source>
            <translation type="vanished">座位 {seats}</translation>
        </message>
        <message>
            <source>takes a hat at the hat quarry</source>
            <translation>在石帽採石場鑿刻一個石帽</translation>
        </message>
        <message>
            <source>takes a tribe marker at the sorcerers' hut</source>
            <translation>在法師屋獲得一個部落標記</translation>
        </message>
        <message>
            <source>takes a worker from the village</source>
            <translation>在村莊獲得一個工人</translation>
        </message>
        <message>
            <source>the base under ahu {ahu} is your own</source>
            <translation>石台 {ahu} 下的底座是你自己的</translation>
        </message>
        <message>
            <source>the carriers chosen in hex {hex} give strength {got}; {what} needs {need}</source>
            <translation>六邊形 {hex} 中選定的搬運者力量為 {got}；{what}需要 {need}</translation>
        </message>
        <message>
            <source>the carriers name {carriers} hexes but the path enters {entered}</source>
            <translation>搬運者指定了 {carriers} 格，但路徑進入了 {entered} 格</translation>
        </message>
        <message>
            <source>the chief</source>
            <translation>頭領</translation>
        </message>
        <message>
            <source>the chief has already performed an action this round</source>
            <translation>頭領本輪已經執行過行動</translation>
        </message>
        <message>
            <source>the chief is placed without logs</source>
            <translation>頭領放置時不能帶圓木</translation>
        </message>
        <message>
            <source>the chief's action costs {cost} tablets; you have {have}</source>
            <translation>頭領的行動需要 {cost} 片木簡；你有 {have} 片</translation>
        </message>
        <message>
            <source>the dice are {order} in this order; {letter} is out of place</source>
            <translation>骰子的順序是 {order}；{letter} 的位置不對</translation>
        </message>
        <message>
            <source>the end of phase 4 (marking unmoved objects)</source>
            <translation>階段 4 結束（標記未移動的物件）</translation>
        </message>
        <message>
            <source>the end of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>the forest on hex {hex} shows its stump: no logs can be taken there again</source>
            <translation>六邊形 {hex} 的森林已是樹樁：不能再從那裡拿圓木</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>遊戲已經結束</translation>
        </message>
        <message>
            <source>the hat quarry is hex {quarry}, not {hex}</source>
            <translation>石帽採石場在六邊形 {quarry}，不是 {hex}</translation>
        </message>
        <message>
            <source>the moai on ahu {ahu} already wears a hat</source>
            <translation>石台 {ahu} 的石像已經戴了石帽</translation>
        </message>
        <message>
            <source>the object to decide on now is {obj}</source>
            <translation>現在要決定的物件是{obj}</translation>
        </message>
        <message>
            <source>the path ends on hex {end}, not on the destination {dest}</source>
            <translation>路徑結束在六邊形 {end}，不是目的地 {dest}</translation>
        </message>
        <message>
            <source>the path enters hex {hex} twice; an object may not enter a hex twice in one move</source>
            <translation>路徑兩次進入六邊形 {hex}；一次移動中物件不能兩次進入同一格</translation>
        </message>
        <message>
            <source>the sorcerer</source>
            <translation>法師</translation>
        </message>
        <message>
            <source>the sorcerers' hut is hex {hut}, not {hex}</source>
            <translation>法師屋在六邊形 {hut}，不是 {hex}</translation>
        </message>
        <message>
            <source>the supply has no tablets left</source>
            <translation>供應區已經沒有木簡</translation>
        </message>
        <message>
            <source>the village is hex {village}, not {hex}</source>
            <translation>村莊在六邊形 {village}，不是 {hex}</translation>
        </message>
        <message>
            <source>there is no ahu {ahu}</source>
            <translation>沒有石台 {ahu}</translation>
        </message>
        <message>
            <source>there is no marking decision about that object now</source>
            <translation>現在不需要決定是否標記那個物件</translation>
        </message>
        <message>
            <source>there is no object {obj}</source>
            <translation>沒有物件 {obj}</translation>
        </message>
        <message>
            <source>this is a player's observation, not the game itself; actions go to the game</source>
            <translation>這是某位玩家所見的局面，不是遊戲本身；動作必須交給遊戲</translation>
        </message>
        <message>
            <source>unexpected {key!r}</source>
            <translation>不應出現 {key!r}</translation>
        </message>
        <message>
            <source>unknown action or wrong arguments</source>
            <translation>未知的動作或參數錯誤</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白色骰子</translation>
        </message>
        <message>
            <source>you have already looked under ahu {ahu}</source>
            <translation>你已經查看過石台 {ahu} 的底座</translation>
        </message>
        <message>
            <source>you have no base behind your screen</source>
            <translation>你的屏風後沒有石像底座</translation>
        </message>
        <message>
            <source>you have no tribe marker behind your screen</source>
            <translation>你的屏風後沒有部落標記</translation>
        </message>
        <message>
            <source>you have no worker behind your screen</source>
            <translation>你的屏風後沒有工人</translation>
        </message>
        <message>
            <source>you have {have} log(s) behind your screen, not {logs}</source>
            <translation>你的屏風後有 {have} 根圓木，不是 {logs} 根</translation>
        </message>
        <message>
            <source>you have {have} tribe marker(s) behind your screen, not {markers}</source>
            <translation>你的屏風後有 {have} 個部落標記，不是 {markers} 個</translation>
        </message>
        <message>
            <source>you have {have} worker(s) behind your screen, not {workers}</source>
            <translation>你的屏風後有 {have} 個工人，不是 {workers} 個</translation>
        </message>
        <message>
            <source>you may now mark only {obj}, the object you moved</source>
            <translation>你現在只能標記{obj}，也就是你剛移動的物件</translation>
        </message>
        <message>
            <source>you need a figure of your own on a hex adjacent to ahu {ahu}</source>
            <translation>你必須在緊鄰石台 {ahu} 的六邊形上有自己的人物</translation>
        </message>
        <message>
            <source>your chief is not behind your screen</source>
            <translation>你的頭領不在屏風後</translation>
        </message>
        <message>
            <source>your chief is {place}, not behind your screen</source>
            <translation>你的頭領{place}，不在屏風後</translation>
        </message>
        <message>
            <source>your sorcerer is not behind your screen</source>
            <translation>你的法師不在屏風後</translation>
        </message>
        <message>
            <source>your sorcerer is {place}, not behind your screen</source>
            <translation>你的法師{place}，不在屏風後</translation>
        </message>
        <message>
            <source>{action!r} is not an action</source>
            <translation>{action!r} 不是動作</translation>
        </message>
        <message>
            <source>{action} is not possible in {phase}</source>
            <translation>{action} 在{phase}中不能執行</translation>
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
            <translation>{given!r} 不是六邊形（請寫成 q,r，例如 5,6）</translation>
        </message>
        <message>
            <source>{goal!r} is not a goal (erect or hat)</source>
            <translation>{goal!r} 不是目標（erect 或 hat）</translation>
        </message>
        <message>
            <source>{key!r} needs a value</source>
            <translation>{key!r} 需要一個值</translation>
        </message>
        <message>
            <source>{moai} is a size-{size} moai; your unused sculptor strength is {strength}</source>
            <translation>{moai}是 {size} 號石像；你剩餘的鑿刻力量是 {strength}</translation>
        </message>
        <message>
            <source>{moai} is not on the quarry display</source>
            <translation>{moai}不在採石場展示區</translation>
        </message>
        <message>
            <source>{name} cannot be negative</source>
            <translation>{name} 不能是負數</translation>
        </message>
        <message>
            <source>{name} must be a hex (q, r), not {value!r}</source>
            <translation>{name} 必須是六邊形 (q, r)，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be a whole number, not {value!r}</source>
            <translation>{name} 必須是整數，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be text, not {value!r}</source>
            <translation>{name} 必須是文字，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{name} must be true or false, not {value!r}</source>
            <translation>{name} 必須是 true 或 false，不能是 {value!r}</translation>
        </message>
        <message>
            <source>{n} workers</source>
            <translation>{n} 個工人</translation>
        </message>
        <message>
            <source>{obj!r} is not an object such as M7 or H2</source>
            <translation>{obj!r} 不是物件（例如 M7 或 H2）</translation>
        </message>
        <message>
            <source>{obj} already carries {player}'s marker</source>
            <translation>{obj}上已經有 {player} 的部落標記</translation>
        </message>
        <message>
            <source>{obj} belongs to nobody: you may capture it only if you erect it or mark it, and you have no marker</source>
            <translation>{obj}不屬於任何人：只有在你能建造或標記它時才能佔有，而你沒有部落標記</translation>
        </message>
        <message>
            <source>{obj} cannot reach hex {dest}: {why}</source>
            <translation>{obj}無法到達六邊形 {dest}：{why}</translation>
        </message>
        <message>
            <source>{obj} carries {player}'s marker; only they may move it</source>
            <translation>{obj}上有 {player} 的部落標記；只有他能移動它</translation>
        </message>
        <message>
            <source>{obj} does not carry your marker</source>
            <translation>{obj}上沒有你的部落標記</translation>
        </message>
        <message>
            <source>{obj} has already been moved in this transport phase; it may move again next round</source>
            <translation type="vanished">{obj}在這個運輸階段已經移動過；下一輪才能再移動</translation>
        </message>
        <message>
            <source>{obj} has already moved in this transport phase; it may move again only to be erected</source>
            <translation>{obj}在這個運輸階段已經移動過；再次移動時必須把它建造起來</translation>
        </message>
        <message>
            <source>{obj} has already moved in this transport phase; it may move again only to be placed on a moai</source>
            <translation>{obj}在這個運輸階段已經移動過；再次移動時必須把它戴到石像上</translation>
        </message>
        <message>
            <source>{obj} is already erected on ahu {ahu}</source>
            <translation>{obj}已經建造在石台 {ahu} 上</translation>
        </message>
        <message>
            <source>{obj} is already placed on ahu {ahu}</source>
            <translation>{obj}已經戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>{obj} is not lying on the island, so it cannot be marked</source>
            <translation>{obj}不在島上，所以不能標記</translation>
        </message>
        <message>
            <source>{obj} is not on the island</source>
            <translation>{obj}不在島上</translation>
        </message>
        <message>
            <source>{obj} stands in front of {player}'s screen; only they may move it</source>
            <translation>{obj}在 {player} 的屏風前；只有他能移動它</translation>
        </message>
        <message>
            <source>{obj} was captured: you must mark it (or erect it)</source>
            <translation>{obj}是佔有來的：你必須標記它（或建造它）</translation>
        </message>
        <message>
            <source>{player} is not in this {players}-player game</source>
            <translation>{player} 不在這場 {players} 人遊戲中</translation>
        </message>
        <message>
            <source>{player} moved {obj} in this transport phase; the others may claim it only from the next transport phase</source>
            <translation>{player} 在這個運輸階段移動了{obj}；其他玩家要到下一個運輸階段才能佔有它</translation>
        </message>
        <message>
            <source>{power!r} is not a sorcerer action (village, hut, forest, reserve, hat)</source>
            <translation>{power!r} 不是法師的行動（village、hut、forest、reserve、hat）</translation>
        </message>
        <message>
            <source>{power!r} is not an action (village, hut, forest, reserve, hat)</source>
            <translation>{power!r} 不是行動（village、hut、forest、reserve、hat）</translation>
        </message>
        <message>
            <source>{seat} bid 1 marker and no sculptors</source>
            <translation>{seat} 出價 1 個部落標記，沒有鑿刻工</translation>
        </message>
        <message>
            <source>{seat} bid 1 marker with {sculptors}</source>
            <translation>{seat} 出價 1 個部落標記，鑿刻工為{sculptors}</translation>
        </message>
        <message>
            <source>{seat} bid no markers, only {sculptors}</source>
            <translation>{seat} 沒有出部落標記，鑿刻工為{sculptors}</translation>
        </message>
        <message>
            <source>{seat} bid nothing</source>
            <translation>{seat} 什麼都沒出</translation>
        </message>
        <message>
            <source>{seat} bid {markers} markers and no sculptors</source>
            <translation>{seat} 出價 {markers} 個部落標記，沒有鑿刻工</translation>
        </message>
        <message>
            <source>{seat} bid {markers} markers with {sculptors}</source>
            <translation>{seat} 出價 {markers} 個部落標記，鑿刻工為{sculptors}</translation>
        </message>
        <message>
            <source>{seat} gets the first-player pawn</source>
            <translation>{seat} 獲得起始玩家標記</translation>
        </message>
        <message>
            <source>{seat} leaves the other markers in place</source>
            <translation>{seat} 將其餘標記留在原處</translation>
        </message>
        <message>
            <source>{seat} leaves {obj} unmarked</source>
            <translation>{seat} 不標記{obj}</translation>
        </message>
        <message>
            <source>{seat} looks under the base of ahu {ahu}</source>
            <translation>{seat} 查看石台 {ahu} 的石像底座</translation>
        </message>
        <message>
            <source>{seat} makes a secret bid</source>
            <translation type="vanished">{seat} 秘密出價</translation>
        </message>
        <message>
            <source>{seat} marks {obj}</source>
            <translation>{seat} 標記{obj}</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex}</source>
            <translation>{seat} 將{obj}移到 {hex}</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex} and erects it on ahu {ahu}</source>
            <translation>{seat} 將{obj}移到 {hex}，並在石台 {ahu} 上建造</translation>
        </message>
        <message>
            <source>{seat} moves {obj} to {hex} and puts it on the moai of ahu {ahu}</source>
            <translation>{seat} 將{obj}移到 {hex}，並戴在石台 {ahu} 的石像上</translation>
        </message>
        <message>
            <source>{seat} passes</source>
            <translation>{seat} 放棄行動</translation>
        </message>
        <message>
            <source>{seat} places {figure} on {hex}</source>
            <translation>{seat} 將{figure}放到 {hex}</translation>
        </message>
        <message>
            <source>{seat} places {figure} with {logs} log(s) on {hex}</source>
            <translation>{seat} 將{figure}連同 {logs} 根圓木放到 {hex}</translation>
        </message>
        <message>
            <source>{seat} spends a tribe marker and takes a tablet</source>
            <translation>{seat} 打出一個部落標記，拿取一片木簡</translation>
        </message>
        <message>
            <source>{seat} stops choosing moai</source>
            <translation>{seat} 停止挑選石像</translation>
        </message>
        <message>
            <source>{seat} takes back the marker from {obj}</source>
            <translation>{seat} 從{obj}上收回部落標記</translation>
        </message>
        <message>
            <source>{seat} takes {moai} (size {size})</source>
            <translation>{seat} 拿取{moai}（尺寸 {size}）</translation>
        </message>
        <message>
            <source>{seat}'s chief goes to {hex}, discards tablets and {what}</source>
            <translation>{seat} 的頭領前往 {hex}，棄掉木簡並{what}</translation>
        </message>
        <message>
            <source>{seat}'s sorcerer goes to {hex} and {what}</source>
            <translation>{seat} 的法師前往 {hex} 並{what}</translation>
        </message>
        <message>
            <source>{seat}: score {score}</source>
            <translation>{seat}：分數 {score}</translation>
        </message>
        <message>
            <source>{t!r} is not a carrier (W2 worker, S2 sorcerer, C2 chief of seat 2, L log)</source>
            <translation>{t!r} 不是搬運者（W2 工人、S2 法師、C2 座位 2 的頭領、L 圓木）</translation>
        </message>
        <message>
            <source>{token!r} is given twice</source>
            <translation>{token!r} 出現了兩次</translation>
        </message>
        <message>
            <source>{token!r} is not a die face like W2</source>
            <translation>{token!r} 不是骰子點數（例如 W2）</translation>
        </message>
        <message>
            <source>{token!r} is not part of a bid (m2, w1, s, c)</source>
            <translation>{token!r} 不是出價的一部分（m2、w1、s、c）</translation>
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
            <translation>石台 {id}：黑色數字 {black}（乘以石像尺寸），石帽加紅色數字 {red}</translation>
        </message>
        <message>
            <source>All actions (double-click to play):</source>
            <translation>所有動作（按兩下執行）：</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向鍵</translation>
        </message>
        <message>
            <source>Behind the screen</source>
            <translation type="vanished">屏風後</translation>
        </message>
        <message>
            <source>Behind the screen: hidden</source>
            <translation>屏風後：隱藏</translation>
        </message>
        <message>
            <source>Bid: markers {m}, strength {st}</source>
            <translation>出價：部落標記 {m} 個，鑿刻力量 {st}</translation>
        </message>
        <message>
            <source>Bid: {m} marker(s), strength {st}</source>
            <translation type="vanished">出價：{m} 個部落標記，鑿刻力量 {st}</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>取消 (Esc)</translation>
        </message>
        <message>
            <source>Cancel the piece in hand or the choice (also the right mouse button)</source>
            <translation>取消手上的棋子或選擇（也可按滑鼠右鍵）</translation>
        </message>
        <message>
            <source>Carriers:</source>
            <translation>搬運者：</translation>
        </message>
        <message>
            <source>Choose:</source>
            <translation>選擇：</translation>
        </message>
        <message>
            <source>Choosing order: {order}</source>
            <translation>挑選順序：{order}</translation>
        </message>
        <message>
            <source>Clear bid</source>
            <translation>清除出價</translation>
        </message>
        <message>
            <source>Clear the secret bid</source>
            <translation>清除秘密出價</translation>
        </message>
        <message>
            <source>Click a moai on the quarry display to take it, or stop choosing.</source>
            <translation>點選採石場展示區上的石像來拿取，或停止挑選。</translation>
        </message>
        <message>
            <source>Click your marked objects to take markers back, then Leave other markers.</source>
            <translation>點選你標記過的物件收回部落標記，然後按「其餘標記留在原處」。</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>骰子</translation>
        </message>
        <message>
            <source>Drag a figure from behind your screen onto a hex (or click it, then a hex). Logs behind your screen: click them to send them with the next worker or sorcerer.</source>
            <translation>把人物從屏風後拖到六邊形上（或先點選人物，再點選六邊形）。屏風後的圓木：點選圓木，讓它跟著下一個工人或法師一起放置。</translation>
        </message>
        <message>
            <source>Drag a figure from behind your screen onto a hex (or click it, then a hex). Logs: click them to send them with the next worker or sorcerer.</source>
            <translation type="vanished">把人物從屏風後拖到六邊形上（或先點選人物，再點選六邊形）。圓木：點選圓木，讓它跟著下一個工人或法師一起放置。</translation>
        </message>
        <message>
            <source>Drag a moai or hat onto a hex, an ahu or a moai (or click it, then the target). Click an unmarked object twice to mark it without moving.</source>
            <translation>把石像或石帽拖到六邊形、石台或石像上（或先點選它，再點選目標）。點兩次未標記的物件，可以不移動直接標記。</translation>
        </message>
        <message>
            <source>Drop it on a hex of the island.</source>
            <translation type="vanished">把它放到島上的六邊形。</translation>
        </message>
        <message>
            <source>During the secret bid nothing is moved: figures go onto the island in phase 3. To bid, click markers and figures behind your screen (click again to take one back), then Place bid.</source>
            <translation>秘密出價期間不能移動任何東西：人物要到階段 3 才放上島嶼。出價時請點選屏風後的部落標記和人物（再點一次可取回），然後按「出價」。</translation>
        </message>
        <message>
            <source>Fit the table to the window</source>
            <translation>讓桌面符合視窗大小</translation>
        </message>
        <message>
            <source>In front of the screen</source>
            <translation type="vanished">屏風前</translation>
        </message>
        <message>
            <source>Last action</source>
            <translation type="vanished">上一個動作</translation>
        </message>
        <message>
            <source>Last: {action}</source>
            <translation>上一步：{action}</translation>
        </message>
        <message>
            <source>Leave other markers</source>
            <translation>其餘標記留在原處</translation>
        </message>
        <message>
            <source>Leave the object unmarked</source>
            <translation>不標記這個物件</translation>
        </message>
        <message>
            <source>Leave the other markers</source>
            <translation>其他標記留在原處</translation>
        </message>
        <message>
            <source>Leave unmarked</source>
            <translation>不標記</translation>
        </message>
        <message>
            <source>Leave {obj} unmarked</source>
            <translation>不標記{obj}</translation>
        </message>
        <message>
            <source>Legal actions</source>
            <translation>可行的動作</translation>
        </message>
        <message>
            <source>Logs on this hex: {n}</source>
            <translation>這格的圓木：{n}</translation>
        </message>
        <message>
            <source>Logs out of the game: {n}</source>
            <translation>已移出遊戲的圓木：{n}</translation>
        </message>
        <message>
            <source>Logs with the next figure: 0</source>
            <translation type="vanished">與下一個人物同行的圓木：0</translation>
        </message>
        <message>
            <source>Logs with the next figure: none</source>
            <translation>與下一個人物同行的圓木：無</translation>
        </message>
        <message>
            <source>Logs with the next figure: {n}</source>
            <translation>與下一個人物同行的圓木：{n}</translation>
        </message>
        <message>
            <source>Mark it</source>
            <translation>標記它</translation>
        </message>
        <message>
            <source>Mark the object</source>
            <translation>標記這個物件</translation>
        </message>
        <message>
            <source>Mark the object returned to the quarry, or leave it.</source>
            <translation>標記放回採石場的物件，或不標記。</translation>
        </message>
        <message>
            <source>Mark the object you moved, or leave it unmarked.</source>
            <translation>標記你移動的物件，或不標記。</translation>
        </message>
        <message>
            <source>Mark {obj}</source>
            <translation>標記{obj}</translation>
        </message>
        <message>
            <source>Move the view (also drag the background)</source>
            <translation>移動視野（也可拖曳背景）</translation>
        </message>
        <message>
            <source>No prestige given away</source>
            <translation>不送出任何威望</translation>
        </message>
        <message>
            <source>Not reachable from here.</source>
            <translation type="vanished">從這裡到不了。</translation>
        </message>
        <message>
            <source>Nothing to decide for you now.</source>
            <translation>目前沒有需要你決定的事。</translation>
        </message>
        <message>
            <source>Nothing to do with that now: see the hint above.</source>
            <translation>現在不能對它做任何事：請看上方的提示。</translation>
        </message>
        <message>
            <source>Now click where it goes (Esc cancels).</source>
            <translation>現在點選要放的位置（Esc 取消）。</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>確定</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>放棄行動</translation>
        </message>
        <message>
            <source>Pick a choice offered in the side panel</source>
            <translation>選擇側邊面板提供的選項</translation>
        </message>
        <message>
            <source>Place bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Place bid: {bid}</source>
            <translation>出價：{bid}</translation>
        </message>
        <message>
            <source>Place the secret bid</source>
            <translation>送出秘密出價</translation>
        </message>
        <message>
            <source>Prestige: {gains}</source>
            <translation>威望：{gains}</translation>
        </message>
        <message>
            <source>Quarry display (this round's moai)</source>
            <translation>採石場展示區（本輪的石像）</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>第 {n} 輪</translation>
        </message>
        <message>
            <source>Round {round}, {phase}: waiting for {who}</source>
            <translation>第 {round} 輪，{phase}：等待 {who}</translation>
        </message>
        <message>
            <source>Score {score}</source>
            <translation>分數 {score}</translation>
        </message>
        <message>
            <source>Score {score} (prestige {p})</source>
            <translation>分數 {score}（威望 {p}）</translation>
        </message>
        <message>
            <source>Secret bid: click markers and figures behind your screen, then Place bid.</source>
            <translation>秘密出價：點選屏風後的部落標記和人物，然後按「出價」。</translation>
        </message>
        <message>
            <source>Send one more log with the next worker or sorcerer</source>
            <translation>讓下一個工人或法師多帶一根圓木</translation>
        </message>
        <message>
            <source>Stop choosing moai</source>
            <translation>停止挑選石像</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <source>Take a tablet (action D)</source>
            <translation>拿一片木簡（行動 D）</translation>
        </message>
        <message>
            <source>The secret bids are revealed</source>
            <translation>秘密出價揭曉</translation>
        </message>
        <message>
            <source>Who carries your moai: the cheapest relay, or favour another player (their figures carry where they can and they gain the prestige).</source>
            <translation>由誰搬運你的石像：最省威望的接力，或偏向某位玩家（盡可能由他的人物搬運，由他得到威望）。</translation>
        </message>
        <message>
            <source>Your possible actions are listed here when it is your decision.</source>
            <translation>輪到你決定時，你能做的行動會列在這裡。</translation>
        </message>
        <message>
            <source>Your secret bid is the only decision now. Put it together behind your screen: click markers, workers, the sorcerer or the chief to add them (click again to take one back); the bid button above shows it, Enter places it, Backspace clears it. Nobody sees it until every bid is in.</source>
            <translation>現在唯一要做的決定是你的秘密出價。在屏風後組合出價：點選部落標記、工人、法師或頭領即可加入（再點一次可取回）；上方的出價按鈕會顯示目前的出價，按 Enter 出價，按 Backspace 清除。在所有人出價之前，沒有人看得到你的出價。</translation>
        </message>
        <message>
            <source>Zoom in, zoom out (also the mouse wheel)</source>
            <translation>放大、縮小（也可用滑鼠滾輪）</translation>
        </message>
        <message>
            <source>a sculptor this round</source>
            <translation>本輪的鑿刻工</translation>
        </message>
        <message>
            <source>an action</source>
            <translation>一個動作</translation>
        </message>
        <message>
            <source>base of {name}</source>
            <translation>{name} 的石像底座</translation>
        </message>
        <message>
            <source>behind the screen</source>
            <translation>在屏風後</translation>
        </message>
        <message>
            <source>bid or spent this round</source>
            <translation>本輪已出價或已使用</translation>
        </message>
        <message>
            <source>bidding…</source>
            <translation>出價中…</translation>
        </message>
        <message>
            <source>carrying strength {n}</source>
            <translation>搬運力量 {n}</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>機率</translation>
        </message>
        <message>
            <source>cheapest relay (engine)</source>
            <translation>最省威望的接力（程式建議）</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>頭領</translation>
        </message>
        <message>
            <source>chooses #{k}</source>
            <translation>第 {k} 個挑選</translation>
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
            <translation>已出價</translation>
        </message>
        <message>
            <source>hex {hex}</source>
            <translation>六邊形 {hex}</translation>
        </message>
        <message>
            <source>marked by {name}: only they may move it</source>
            <translation>由 {name} 標記：只有他能移動</translation>
        </message>
        <message>
            <source>no tablets</source>
            <translation>沒有木簡</translation>
        </message>
        <message>
            <source>not rolled yet</source>
            <translation>尚未擲骰</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>owner hidden (face-down base)</source>
            <translation>主人未公開（底座朝下）</translation>
        </message>
        <message>
            <source>shows {face}</source>
            <translation>擲出 {face}</translation>
        </message>
        <message>
            <source>sorcerer</source>
            <translation>法師</translation>
        </message>
        <message>
            <source>strength left {n}</source>
            <translation>剩餘力量 {n}</translation>
        </message>
        <message>
            <source>to act</source>
            <translation>輪到行動</translation>
        </message>
        <message>
            <source>unmarked: anyone may capture it</source>
            <translation>未標記：任何人都可以佔有</translation>
        </message>
        <message>
            <source>{name} has passed</source>
            <translation>{name} 已放棄行動</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{n} base(s) behind the screen</source>
            <translation>屏風後有 {n} 個石像底座</translation>
        </message>
        <message>
            <source>{n} log(s) behind the screen</source>
            <translation>屏風後有 {n} 根圓木</translation>
        </message>
        <message>
            <source>{n} logs</source>
            <translation>{n} 根圓木</translation>
        </message>
        <message>
            <source>{n} tablet(s)</source>
            <translation>{n} 片木簡</translation>
        </message>
        <message>
            <source>{n}×marker</source>
            <translation>{n}×部落標記</translation>
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
            <translation>上面有彩色面朝上的石像底座：只有底座的主人能在這裡建造石像。</translation>
        </message>
        <message>
            <source>A figure of strength 1. Carves a moai as a sculptor in the auction, or stands on a hex to carry moai and hats in the transport phase. Another player's worker used as a carrier gives its owner 1 prestige.</source>
            <translation>力量為 1 的人物。在競拍中當鑿刻工鑿刻石像，或站在六邊形上，在運輸階段搬運石像和石帽。使用其他玩家的工人搬運時，其主人得到 1 點威望。</translation>
        </message>
        <message>
            <source>A figure of strength 1. Placed on a special hex it acts there: a worker at the village, a tribe marker at the sorcerers' hut, logs in a forest, a reserved ahu beside the coast, a hat at the hat quarry.</source>
            <translation>力量為 1 的人物。放在特殊六邊形上會執行該處的行動：在村莊得到工人、在法師屋得到部落標記、在森林得到圓木、在海岸旁預占石台、在石帽採石場得到石帽。</translation>
        </message>
        <message>
            <source>A figure of strength 3: carries any moai alone. Once per round it may stand on a special hex and, by discarding 2 tablets, do the sorcerer's action there. Another player's chief used as a carrier gives its owner 1, 2 or 3 prestige by the size carried.</source>
            <translation>力量為 3 的人物：單獨就能搬運任何石像。每輪一次，可站在特殊六邊形上並棄掉 2 片木簡，執行法師在該處的行動。使用其他玩家的頭領搬運時，其主人依搬運物件的尺寸得到 1、2 或 3 點威望。</translation>
        </message>
        <message>
            <source>A moai standing on its ahu; the base under it shows who scores it (hidden unless ownership is open).</source>
            <translation>立在石台上的石像；下方的底座顯示由誰得分（除非公開歸屬，否則是隱藏的）。</translation>
        </message>
        <message>
            <source>A stone platform on the coast. A moai erected here scores its black number × the moai's size; a hat on that moai adds the red number. The sorcerer on a hex beside it may reserve it with a base.</source>
            <translation>海岸上的石台。在這裡建造的石像得到黑色數字 × 石像尺寸的分數；石像戴上石帽再加紅色數字。法師站在緊鄰的六邊形上可用石像底座預占它。</translation>
        </message>
        <message>
            <source>A tribe marker lies on it: only the marker's owner may move it.</source>
            <translation>上面放著部落標記：只有標記的主人能移動它。</translation>
        </message>
        <message>
            <source>Adds 1 strength to its hex, but only if a worker or the sorcerer stands there too. Placed with a worker or the sorcerer; all logs leave the game at the end of the transport phase.</source>
            <translation>為所在的六邊形增加 1 點力量，但只有在同格也有工人或法師時才有效。與工人或法師一起放置；運輸階段結束時，所有圓木移出遊戲。</translation>
        </message>
        <message>
            <source>Ahu</source>
            <translation>石台</translation>
        </message>
        <message>
            <source>Banner</source>
            <translation>旗幟</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>石像底座</translation>
        </message>
        <message>
            <source>Bid in the auction to choose moai first; played in front of the screen to take a tablet; put on a moai or hat so that only you may move it.</source>
            <translation>在競拍中出價以優先挑選石像；放到屏風前可拿一片木簡；放在石像或石帽上，就只有你能移動它。</translation>
        </message>
        <message>
            <source>Breaks ties in the auction; 2 pay for the chief's action; 1 buys a look under a base. Every unused pair scores 3 at the end.</source>
            <translation>競拍平手時決定順序；2 片可支付頭領的行動；1 片可查看一個石像底座。遊戲結束時，每 2 片未用的木簡得 3 分。</translation>
        </message>
        <message>
            <source>Brown die</source>
            <translation>棕色骰子</translation>
        </message>
        <message>
            <source>Carved at the hat quarry. Carried like a size-1 moai and put on an erected moai without a hat; it scores the ahu's red number for the owner of that moai.</source>
            <translation>在石帽採石場鑿刻。搬運方式與 1 號石像相同，可戴在尚未戴帽的已建石像上；為該石像的主人得到石台上的紅色數字分數。</translation>
        </message>
        <message>
            <source>Chief</source>
            <translation>頭領</translation>
        </message>
        <message>
            <source>Colour side up it reserves an ahu for its owner; colour side down it carries an erected moai, whose points go to the base's owner. The game ends when a player has a moai on every base.</source>
            <translation>彩色面朝上時，為主人預占石台；彩色面朝下時，上面立著已建造的石像，分數歸底座的主人。當有玩家的每個底座上都立有石像時，遊戲結束。</translation>
        </message>
        <message>
            <source>Erected moai</source>
            <translation>已建造的石像</translation>
        </message>
        <message>
            <source>Figures and logs of any colours may share it. Its strength (figures plus logs beside a figure) decides which moai may pass through.</source>
            <translation>任何顏色的人物和圓木都可以同在一格。它的力量（人物加上有人物陪同的圓木）決定哪些石像能通過。</translation>
        </message>
        <message>
            <source>Forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <source>Forest (stump)</source>
            <translation>森林（樹樁）</translation>
        </message>
        <message>
            <source>Hat (pukao)</source>
            <translation>石帽（普卡奧）</translation>
        </message>
        <message>
            <source>Hat quarry</source>
            <translation>石帽採石場</translation>
        </message>
        <message>
            <source>Holds the figures and tribe markers not yet in play; the village and the sorcerers' hut take them from here. Nobody may count its contents.</source>
            <translation>存放尚未進入遊戲的人物和部落標記；村莊和法師屋從這裡拿取。任何人都不得清點裡面的內容。</translation>
        </message>
        <message>
            <source>Its logs are taken; no one can take logs here again.</source>
            <translation>圓木已被拿走；任何人都不能再從這裡拿圓木。</translation>
        </message>
        <message>
            <source>Land hex</source>
            <translation>陸地六邊形</translation>
        </message>
        <message>
            <source>Large moai (size 3)</source>
            <translation>大石像（3 號）</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>圓木</translation>
        </message>
        <message>
            <source>Marked object</source>
            <translation>已標記的物件</translation>
        </message>
        <message>
            <source>Medium moai (size 2)</source>
            <translation>中石像（2 號）</translation>
        </message>
        <message>
            <source>Moai quarry</source>
            <translation>石像採石場</translation>
        </message>
        <message>
            <source>Moai won in the auction start their journey here; unmoved moai come back here at the end of the transport phase.</source>
            <translation>競拍得到的石像從這裡出發；運輸階段結束時，未移動的石像回到這裡。</translation>
        </message>
        <message>
            <source>Moai, hats and tablets not yet in play.</source>
            <translation>尚未進入遊戲的石像、石帽和木簡。</translation>
        </message>
        <message>
            <source>Needs strength 1 in each hex it enters. Erected, it scores the ahu's black number × 1.</source>
            <translation>進入的每個六邊形都需要 1 點力量。建造後得到石台黑色數字 × 1 的分數。</translation>
        </message>
        <message>
            <source>Needs strength 2 in each hex it enters (2 workers, a worker and a log, or a chief). Erected, it scores the ahu's black number × 2.</source>
            <translation>進入的每個六邊形都需要 2 點力量（2 個工人、1 個工人加 1 根圓木，或 1 個頭領）。建造後得到石台黑色數字 × 2 的分數。</translation>
        </message>
        <message>
            <source>Needs strength 3 in each hex it enters (3 workers, 2 workers and a log, a worker and 2 logs, or a chief). Erected, it scores the ahu's black number × 3.</source>
            <translation>進入的每個六邊形都需要 3 點力量（3 個工人、2 個工人加 1 根圓木、1 個工人加 2 根圓木，或 1 個頭領）。建造後得到石台黑色數字 × 3 的分數。</translation>
        </message>
        <message>
            <source>Nobody owns it: any player may capture it, but must then erect, place or mark it in the same turn.</source>
            <translation>它不屬於任何人：任何玩家都可以佔有它，但必須在同一回合建造、戴上或標記它。</translation>
        </message>
        <message>
            <source>Quarry display</source>
            <translation>採石場展示區</translation>
        </message>
        <message>
            <source>Raised when the player passes; they take no more actions this phase.</source>
            <translation>玩家放棄行動時插上；本階段不能再行動。</translation>
        </message>
        <message>
            <source>Receptacle</source>
            <translation>備用箱</translation>
        </message>
        <message>
            <source>Reserved ahu</source>
            <translation>已預占的石台</translation>
        </message>
        <message>
            <source>Rolled in phase 1: each 1, 2 or 3 puts a moai of that size on the quarry display; 0 is a broken moai.</source>
            <translation>在階段 1 擲出：每個 1、2 或 3 會在採石場放上該尺寸的石像；0 代表石像毀損。</translation>
        </message>
        <message>
            <source>Rongo tablet</source>
            <translation>朗格朗格木簡</translation>
        </message>
        <message>
            <source>Small moai (size 1)</source>
            <translation>小石像（1 號）</translation>
        </message>
        <message>
            <source>Sorcerer</source>
            <translation>法師</translation>
        </message>
        <message>
            <source>Sorcerers' hut</source>
            <translation>法師屋</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>供應區</translation>
        </message>
        <message>
            <source>The moai rolled this round. The auction's winners choose from them in order; those left over go back to the supply.</source>
            <translation>本輪擲出的石像。競拍的勝出者依序挑選；剩下的放回供應區。</translation>
        </message>
        <message>
            <source>The sorcerer here brings one more tribe marker of your colour from the receptacle.</source>
            <translation>法師在這裡從備用箱多帶來一個你顏色的部落標記。</translation>
        </message>
        <message>
            <source>The sorcerer here brings one more worker of your colour from the receptacle.</source>
            <translation>法師在這裡從備用箱多帶來一個你顏色的工人。</translation>
        </message>
        <message>
            <source>The sorcerer here carves a hat. Hats start their journey from this hex.</source>
            <translation>法師在這裡鑿刻石帽。石帽從這個六邊形出發。</translation>
        </message>
        <message>
            <source>The sorcerer here takes the logs shown on the tile; the tile then turns to its stump side.</source>
            <translation>法師在這裡拿取板塊上標示數量的圓木；之後板塊翻到樹樁面。</translation>
        </message>
        <message>
            <source>Tribe marker</source>
            <translation>部落標記</translation>
        </message>
        <message>
            <source>Unmarked object</source>
            <translation>未標記的物件</translation>
        </message>
        <message>
            <source>Used with 4 or 5 players. Rolled in phase 1 like the white dice, with a different spread of faces.</source>
            <translation>4 或 5 人遊戲時使用。與白色骰子一樣在階段 1 擲出，但點數分布不同。</translation>
        </message>
        <message>
            <source>Village</source>
            <translation>村莊</translation>
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
            <translation>其他人請轉過頭去。{name}，準備好後請按下按鈕。</translation>
        </message>
        <message>
            <source>I am {name}: show my view</source>
            <translation>我是 {name}：顯示我的畫面</translation>
        </message>
        <message>
            <source>Pass the computer</source>
            <translation>交出電腦</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>請交給 {name}</translation>
        </message>
    </context>
    <context>
        <name>Hawaii</name>
        <message>
            <source> + {n} of choice</source>
            <translation> + {n} 個自選</translation>
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
            <translation>1 個腳掌</translation>
        </message>
        <message>
            <source>1 fruit</source>
            <translation>1 個水果</translation>
        </message>
        <message>
            <source>1 shell</source>
            <translation>1 個貝殼</translation>
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
            <translation>在順序位置 {position} 結束本輪</translation>
        </message>
        <message>
            <source>Everyone sees every player's shells, feet and fruit (as the best-known online version plays).</source>
            <translation>所有人都能看到每位玩家的貝殼、腳掌和水果（與最知名的線上版本相同）。</translation>
        </message>
        <message>
            <source>Fish {count} token(s) with {fish} fish, boat(s) {boats}</source>
            <translation>捕撈 {count} 個魚指示物，共 {fish} 條魚，用船 {boats}</translation>
        </message>
        <message>
            <source>Game over: seat(s) {seats} win</source>
            <translation type="vanished">遊戲結束：座位 {seats} 獲勝</translation>
        </message>
        <message>
            <source>Game over: {seats} won</source>
            <translation>遊戲結束：{seats} 獲勝</translation>
        </message>
        <message>
            <source>Hawaii</source>
            <translation type="vanished">夏威夷</translation>
        </message>
        <message>
            <source>Island {island} is turned up</source>
            <translation type="vanished">翻開島嶼 {island}</translation>
        </message>
        <message>
            <source>KANE's tiki costs {n} resources in any mix that seat {seat} has</source>
            <translation type="vanished">KANE 的神像需要 {n} 個資源（可任意混合），座位 {seat} 的資源不足</translation>
        </message>
        <message>
            <source>KANE's tiki costs {n} resources in any mix that {player} has</source>
            <translation>KANE 的神像需要 {n} 個資源（可任意混合），{player} 的資源不足</translation>
        </message>
        <message>
            <source>Open screens</source>
            <translation>公開擋板</translation>
        </message>
        <message>
            <source>Pay {amount}</source>
            <translation>支付 {amount}</translation>
        </message>
        <message>
            <source>Player order: {order}</source>
            <translation>玩家順序：{order}</translation>
        </message>
        <message>
            <source>Round {round} scored: {rows}</source>
            <translation>第 {round} 輪計分：{rows}</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} chooses how to pay</source>
            <translation type="vanished">第 {round} 輪：座位 {seat} 選擇支付方式</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} chooses irrigation income</source>
            <translation type="vanished">第 {round} 輪：座位 {seat} 選擇灌溉系統的收入</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} decides on KANE's tiki</source>
            <translation type="vanished">第 {round} 輪：座位 {seat} 決定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} must {what}</source>
            <translation type="vanished">第 {round} 輪：座位 {seat} 必須{what}</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} places the island's reward</source>
            <translation type="vanished">第 {round} 輪：座位 {seat} 放置島嶼的獎勵</translation>
        </message>
        <message>
            <source>Round {round}: seat {seat} to act</source>
            <translation type="vanished">第 {round} 輪：輪到座位 {seat}</translation>
        </message>
        <message>
            <source>Round {round}: setting up</source>
            <translation>第 {round} 輪：準備中</translation>
        </message>
        <message>
            <source>Round {round}: {seat} chooses how to pay</source>
            <translation>第 {round} 輪：{seat} 選擇支付方式</translation>
        </message>
        <message>
            <source>Round {round}: {seat} chooses irrigation income</source>
            <translation>第 {round} 輪：{seat} 選擇灌溉系統的收入</translation>
        </message>
        <message>
            <source>Round {round}: {seat} decides on KANE's tiki</source>
            <translation>第 {round} 輪：{seat} 決定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>Round {round}: {seat} places the island's reward</source>
            <translation>第 {round} 輪：{seat} 放置島嶼的獎勵</translation>
        </message>
        <message>
            <source>Round {round}: {seat} to act</source>
            <translation>第 {round} 輪：輪到 {seat}</translation>
        </message>
        <message>
            <source>Sail to dock {dock} ({island}), boat(s) {boats}</source>
            <translation>航行到碼頭 {dock}（{island}），用船 {boats}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {count} {tile} at {place} for {price} shells</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 個貝殼購買 {count} 個{tile}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {count} × {tile} for {price} shells</source>
            <translation type="vanished">座位 {seat} 以 {price} 個貝殼購買 {count} × {tile}</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) at {place} for {price} shells</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 個貝殼購買{tile}（{side}）</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) at {place} for {price} shells, into village {row}</source>
            <translation type="vanished">座位 {seat} 在{place}以 {price} 個貝殼購買{tile}（{side}），放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) for {price} shells</source>
            <translation type="vanished">座位 {seat} 以 {price} 個貝殼購買{tile}（{side}）</translation>
        </message>
        <message>
            <source>Seat {seat} buys {tile} ({side}) for {price} shells, into village {row}</source>
            <translation type="vanished">座位 {seat} 以 {price} 個貝殼購買{tile}（{side}），放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>Seat {seat} ends the round on order position {position}</source>
            <translation type="vanished">座位 {seat} 在順序位置 {position} 結束本輪</translation>
        </message>
        <message>
            <source>Seat {seat} fishes {count} token(s)</source>
            <translation type="vanished">座位 {seat} 捕撈 {count} 個魚指示物</translation>
        </message>
        <message>
            <source>Seat {seat} fishes {count} token(s) with {fish} fish</source>
            <translation type="vanished">座位 {seat} 捕撈 {count} 個魚指示物，共 {fish} 條魚</translation>
        </message>
        <message>
            <source>Seat {seat} pays {shells} shells, {feet} feet and {fruit} fruit</source>
            <translation type="vanished">座位 {seat} 支付 {shells} 個貝殼、{feet} 個腳掌和 {fruit} 個水果</translation>
        </message>
        <message>
            <source>Seat {seat} pays {shells} shells, {feet} feet and {fruit} fruit for a tiki with KANE</source>
            <translation type="vanished">座位 {seat} 支付 {shells} 個貝殼、{feet} 個腳掌和 {fruit} 個水果，藉由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>Seat {seat} places {tile} in village {row}</source>
            <translation type="vanished">座位 {seat} 將{tile}放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>Seat {seat} sails to dock {dock} ({island})</source>
            <translation type="vanished">座位 {seat} 航行到碼頭 {dock}（{island}）</translation>
        </message>
        <message>
            <source>Seat {seat} sails to dock {dock}: {island}</source>
            <translation type="vanished">座位 {seat} 航行到碼頭 {dock}：{island}</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 foot from irrigation</source>
            <translation type="vanished">座位 {seat} 從灌溉系統獲得 1 個腳掌</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 fruit from irrigation</source>
            <translation type="vanished">座位 {seat} 從灌溉系統獲得 1 個水果</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 shell from irrigation</source>
            <translation type="vanished">座位 {seat} 從灌溉系統獲得 1 個貝殼</translation>
        </message>
        <message>
            <source>Seat {seat} takes 1 {resource} from irrigation</source>
            <translation type="vanished">座位 {seat} 從灌溉系統獲得 1 個{resource}</translation>
        </message>
        <message>
            <source>Seat {seat} takes a tiki with KANE</source>
            <translation type="vanished">座位 {seat} 藉由 KANE 拿取一個神像</translation>
        </message>
        <message>
            <source>Seat {seat} takes no tiki with KANE</source>
            <translation type="vanished">座位 {seat} 不藉由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>The places are laid out</source>
            <translation>地點已擺放完成</translation>
        </message>
        <message>
            <source>The {island} is turned up</source>
            <translation>翻開{island}</translation>
        </message>
        <message>
            <source>Token {token} (value {value}, {fish} fish) is drawn</source>
            <translation>抽出指示物 {token}（數值 {value}，{fish} 條魚）</translation>
        </message>
        <message>
            <source>Token {token} ({value}) is drawn</source>
            <translation type="vanished">抽出指示物 {token}（{value}）</translation>
        </message>
        <message>
            <source>a boat goes in the water below the villages</source>
            <translation>船放在村莊下方的水中</translation>
        </message>
        <message>
            <source>a boat the trip does not need cannot sail along (its spaces would be lost)</source>
            <translation>這趟航行不需要的船不能一起出航（它的空格會浪費掉）</translation>
        </message>
        <message>
            <source>a boat used this round cannot sail again this round</source>
            <translation>本輪已使用的船不能再次出航</translation>
        </message>
        <message>
            <source>a kahuna goes in the kahuna column beside the villages</source>
            <translation>祭司放在村莊旁的祭司欄</translation>
        </message>
        <message>
            <source>a layout must name every place exactly once</source>
            <translation>地點排列必須恰好列出每個地點一次</translation>
        </message>
        <message>
            <source>a new village must start with a hut</source>
            <translation>新的村莊必須以小屋開始</translation>
        </message>
        <message>
            <source>a player order must name every seat exactly once</source>
            <translation>玩家順序必須恰好列出每個座位一次</translation>
        </message>
        <message>
            <source>a tiki goes on the tiki bar above the villages</source>
            <translation>神像放在村莊上方的神像橫條</translation>
        </message>
        <message>
            <source>a {tile} takes no village row</source>
            <translation>{tile}不放在村莊橫排中</translation>
        </message>
        <message>
            <source>an action must be text, not {type}</source>
            <translation>動作必須是文字，不能是 {type}</translation>
        </message>
        <message>
            <source>an empty action</source>
            <translation>空的動作</translation>
        </message>
        <message>
            <source>boat</source>
            <translation>船</translation>
        </message>
        <message>
            <source>cannot read {given!r} as a comma-separated list of {what} numbers</source>
            <translation>無法把 {given!r} 讀成以逗號分隔的{what}編號</translation>
        </message>
        <message>
            <source>cannot read {given!r} as shells/feet/fruit (e.g. 3/0/1)</source>
            <translation>無法把 {given!r} 讀成 貝殼/腳掌/水果（例如 3/0/1）</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>機率</translation>
        </message>
        <message>
            <source>chance must draw a price token now (draw T..)</source>
            <translation>現在必須隨機抽出價格指示物（draw T..）</translation>
        </message>
        <message>
            <source>chance must draw the player order now (order ...)</source>
            <translation>現在必須隨機決定玩家順序（order ...）</translation>
        </message>
        <message>
            <source>chance must lay out the places now (layout ...)</source>
            <translation>現在必須隨機擺放地點（layout ...）</translation>
        </message>
        <message>
            <source>chance must reveal an island now (reveal ...)</source>
            <translation>現在必須隨機翻開島嶼（reveal ...）</translation>
        </message>
        <message>
            <source>choose how to pay</source>
            <translation type="vanished">選擇支付方式</translation>
        </message>
        <message>
            <source>decide on KANE's tiki</source>
            <translation type="vanished">決定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>dock</source>
            <translation>碼頭</translation>
        </message>
        <message>
            <source>dock {dock} has no island now</source>
            <translation>碼頭 {dock} 目前沒有島嶼</translation>
        </message>
        <message>
            <source>drop the tile on your own realm</source>
            <translation>把板塊放到你自己的領域</translation>
        </message>
        <message>
            <source>each god only once in the realm</source>
            <translation>每個神明在領域中只能有一個</translation>
        </message>
        <message>
            <source>first choose how to pay</source>
            <translation>請先選擇支付方式</translation>
        </message>
        <message>
            <source>first choose your irrigation income</source>
            <translation>請先選擇灌溉收入</translation>
        </message>
        <message>
            <source>first decide on KANE's tiki</source>
            <translation>請先決定是否拿取 KANE 的神像</translation>
        </message>
        <message>
            <source>first finish the decision in progress</source>
            <translation>請先完成進行中的決定</translation>
        </message>
        <message>
            <source>first place the island's reward</source>
            <translation>請先放置島嶼的獎勵</translation>
        </message>
        <message>
            <source>in village {n} the tile goes at the right end, next to the last tile (column {c})</source>
            <translation>在第 {n} 個村莊，板塊要放在最右端、緊接最後一塊（第 {c} 列）</translation>
        </message>
        <message>
            <source>irrigation gives shells, feet or fruit, not {resource!r}</source>
            <translation>灌溉系統給的是貝殼、腳掌或水果，不是 {resource!r}</translation>
        </message>
        <message>
            <source>irrigation gives shells, feet or fruit, not {value!r}</source>
            <translation>灌溉系統給的是貝殼、腳掌或水果，不是 {value!r}</translation>
        </message>
        <message>
            <source>island (a fruit of choice)</source>
            <translation>島嶼（自選一種水果）</translation>
        </message>
        <message>
            <source>island ({reward})</source>
            <translation>島嶼（{reward}）</translation>
        </message>
        <message>
            <source>island {island} is not in the deck to be drawn</source>
            <translation>島嶼 {island} 不在可抽的島嶼堆中</translation>
        </message>
        <message>
            <source>it is not chance's turn</source>
            <translation>現在不是機率步驟</translation>
        </message>
        <message>
            <source>it is not chance's turn (waiting for {who})</source>
            <translation>現在不是機率步驟（正在等待 {who}）</translation>
        </message>
        <message>
            <source>it is not {player}'s decision now (waiting for {who})</source>
            <translation>現在不是由 {player} 決定（正在等待 {who}）</translation>
        </message>
        <message>
            <source>kahuna and tiki are bought x1 or x2; other tiles on side I or II</source>
            <translation>祭司和神像以 x1 或 x2 購買；其他板塊選 I 面或 II 面</translation>
        </message>
        <message>
            <source>list the boats in number order</source>
            <translation>請依編號順序列出船</translation>
        </message>
        <message>
            <source>list the fish tokens in number order</source>
            <translation>請依編號順序列出魚指示物</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>未達標</translation>
        </message>
        <message>
            <source>no income after the last round</source>
            <translation>最後一輪後沒有收入</translation>
        </message>
        <message>
            <source>no price token lies on the {place} place this round</source>
            <translation>本輪{place}地點上沒有價格指示物</translation>
        </message>
        <message>
            <source>no {tile} is left</source>
            <translation>已經沒有{tile}了</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>one {what} number, not {given!r}</source>
            <translation>只能寫一個{what}編號，不是 {given!r}</translation>
        </message>
        <message>
            <source>only one {tile} is left</source>
            <translation>只剩一個{tile}</translation>
        </message>
        <message>
            <source>order position</source>
            <translation>順序位置</translation>
        </message>
        <message>
            <source>order position {position} is taken</source>
            <translation>順序位置 {position} 已被佔用</translation>
        </message>
        <message>
            <source>place the island's reward</source>
            <translation type="vanished">放置島嶼的獎勵</translation>
        </message>
        <message>
            <source>price token {token} is not on the {place} place</source>
            <translation>價格指示物 {token} 不在{place}地點上</translation>
        </message>
        <message>
            <source>price token {token} is not on {place}</source>
            <translation type="vanished">價格指示物 {token} 不在{place}上</translation>
        </message>
        <message>
            <source>reached</source>
            <translation>達標</translation>
        </message>
        <message>
            <source>say in which village row the {tile} goes</source>
            <translation>指定{tile}要放入哪個村莊</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay the feet for this catch</source>
            <translation type="vanished">座位 {seat} 付不起這次捕魚所需的腳掌</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay the feet to sail to dock {dock}</source>
            <translation type="vanished">座位 {seat} 付不起航行到碼頭 {dock} 所需的腳掌</translation>
        </message>
        <message>
            <source>seat {seat} cannot pay {feet} feet and {shells} shells</source>
            <translation type="vanished">座位 {seat} 付不起 {feet} 個腳掌和 {shells} 個貝殼</translation>
        </message>
        <message>
            <source>seat {seat} must choose how to pay (pay S/F/R)</source>
            <translation type="vanished">座位 {seat} 必須選擇支付方式（pay 貝殼/腳掌/水果）</translation>
        </message>
        <message>
            <source>seat {seat} must choose irrigation income (irrigate shells|feet|fruit)</source>
            <translation type="vanished">座位 {seat} 必須選擇灌溉系統的收入（irrigate shells|feet|fruit）</translation>
        </message>
        <message>
            <source>seat {seat} must decide on KANE's tiki (kane S/F/R or kane skip)</source>
            <translation type="vanished">座位 {seat} 必須決定是否拿取 KANE 的神像（kane 貝殼/腳掌/水果 或 kane skip）</translation>
        </message>
        <message>
            <source>seat {seat} must place the island's reward (place TILE rROW)</source>
            <translation type="vanished">座位 {seat} 必須放置島嶼的獎勵（place 板塊 r列）</translation>
        </message>
        <message>
            <source>take at least one fish token</source>
            <translation>至少要拿取一個魚指示物</translation>
        </message>
        <message>
            <source>take equal fish tokens lowest number first ({tokens})</source>
            <translation type="vanished">相同的魚指示物請先拿編號最小的（{tokens}）</translation>
        </message>
        <message>
            <source>that is {player}'s chief; you move only your own</source>
            <translation>那是 {player} 的酋長；你只能移動自己的酋長</translation>
        </message>
        <message>
            <source>the chief cannot go back to the beach; end the round on an order position instead</source>
            <translation>酋長不能回到沙灘；請改在順序位置上結束本輪</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>遊戲已經結束</translation>
        </message>
        <message>
            <source>the realm has only {rows} village rows</source>
            <translation>領域只有 {rows} 個村莊橫排</translation>
        </message>
        <message>
            <source>the reward cannot go there: {tile} in village {row}</source>
            <translation>獎勵不能放在那裡：第 {row} 個村莊的{tile}</translation>
        </message>
        <message>
            <source>the row must be written r1, r2, ..., not {row!r}</source>
            <translation>村莊橫排必須寫成 r1、r2……，不能是 {row!r}</translation>
        </message>
        <message>
            <source>the side must be I, II, x1 or x2, not {side!r}</source>
            <translation>面必須是 I、II、x1 或 x2，不能是 {side!r}</translation>
        </message>
        <message>
            <source>there are no fish tokens in the cove</source>
            <translation>海灣中沒有魚指示物</translation>
        </message>
        <message>
            <source>there is no dock {dock}</source>
            <translation>沒有碼頭 {dock}</translation>
        </message>
        <message>
            <source>there is no order position {position}</source>
            <translation>沒有順序位置 {position}</translation>
        </message>
        <message>
            <source>there is no place called {place}</source>
            <translation>沒有名為 {place} 的地點</translation>
        </message>
        <message>
            <source>there is no room for {count} {tile} on the board</source>
            <translation>玩家圖版上放不下 {count} 個{tile}</translation>
        </message>
        <message>
            <source>there is no village row {row}</source>
            <translation>沒有第 {row} 個村莊橫排</translation>
        </message>
        <message>
            <source>this view does not know the acting seat's resources</source>
            <translation>這個畫面不知道行動座位的資源</translation>
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
            <translation>那些船只有 {space} 個空格；需要 {need} 個</translation>
        </message>
        <message>
            <source>those fish tokens are not all in the cove</source>
            <translation>那些魚指示物並不都在海灣中</translation>
        </message>
        <message>
            <source>token {token} is not in the bag</source>
            <translation>指示物 {token} 不在袋子裡</translation>
        </message>
        <message>
            <source>unknown Hawaii action {verb!r} in {given!r}</source>
            <translation>{given!r} 中有未知的夏威夷動作 {verb!r}</translation>
        </message>
        <message>
            <source>use only the boats needed, lowest-numbered first among equal boats</source>
            <translation type="vanished">只使用需要的船；相同的船請先用編號最小的</translation>
        </message>
        <message>
            <source>village tiles go in a village row</source>
            <translation>村莊板塊要放在村莊橫排中</translation>
        </message>
        <message>
            <source>village {row} already has a god</source>
            <translation>第 {row} 個村莊已經有一個神明</translation>
        </message>
        <message>
            <source>village {row} already has a {tile}</source>
            <translation>第 {row} 個村莊已經有{tile}</translation>
        </message>
        <message>
            <source>villages are started top to bottom without skipping a row</source>
            <translation>村莊必須由上往下依序開始，不能跳過任何一列</translation>
        </message>
        <message>
            <source>{action!r} is not an action</source>
            <translation>{action!r} 不是動作</translation>
        </message>
        <message>
            <source>{action} is not a chief action (buy, fish, visit or end)</source>
            <translation>{action} 不是酋長的行動（buy、fish、visit 或 end）</translation>
        </message>
        <message>
            <source>{count} {resource}</source>
            <translation>{count} 個{resource}</translation>
        </message>
        <message>
            <source>{count} × {tile}</source>
            <translation>{count} × {tile}</translation>
        </message>
        <message>
            <source>{count} × {tile} for {price} shells</source>
            <translation>{count} × {tile}，{price} 個貝殼</translation>
        </message>
        <message>
            <source>{n} feet</source>
            <translation>{n} 個腳掌</translation>
        </message>
        <message>
            <source>{n} fruit</source>
            <translation>{n} 個水果</translation>
        </message>
        <message>
            <source>{n} shells</source>
            <translation>{n} 個貝殼</translation>
        </message>
        <message>
            <source>{payment} is not a way to pay this; choose one of {ways}</source>
            <translation>{payment} 不是這筆費用的支付方式；請從 {ways} 中選擇</translation>
        </message>
        <message>
            <source>{place} has no {tile} left</source>
            <translation type="vanished">{place}已經沒有{tile}了</translation>
        </message>
        <message>
            <source>{place} has only one {tile} left</source>
            <translation type="vanished">{place}只剩一個{tile}</translation>
        </message>
        <message>
            <source>{player} cannot pay the feet for this catch</source>
            <translation>{player} 付不起這次捕魚所需的腳掌</translation>
        </message>
        <message>
            <source>{player} cannot pay the feet to sail to dock {dock}</source>
            <translation>{player} 付不起航行到碼頭 {dock} 所需的腳掌</translation>
        </message>
        <message>
            <source>{player} cannot pay {feet} feet and {shells} shells</source>
            <translation>{player} 付不起 {feet} 個腳掌和 {shells} 個貝殼</translation>
        </message>
        <message>
            <source>{player} must choose how to pay (pay S/F/R)</source>
            <translation>{player} 必須選擇支付方式（pay 貝殼/腳掌/水果）</translation>
        </message>
        <message>
            <source>{player} must choose irrigation income (irrigate shells|feet|fruit)</source>
            <translation>{player} 必須選擇灌溉系統的收入（irrigate shells|feet|fruit）</translation>
        </message>
        <message>
            <source>{player} must decide on KANE's tiki (kane S/F/R or kane skip)</source>
            <translation>{player} 必須決定是否拿取 KANE 的神像（kane 貝殼/腳掌/水果 或 kane skip）</translation>
        </message>
        <message>
            <source>{player} must place the island's reward (place TILE rROW)</source>
            <translation>{player} 必須放置島嶼的獎勵（place 板塊 r列）</translation>
        </message>
        <message>
            <source>{player}'s resources are behind a screen in this view</source>
            <translation>在這個畫面中，{player} 的資源在擋板後</translation>
        </message>
        <message>
            <source>{seat} buys {count} × {tile} for {price} shells</source>
            <translation>{seat} 以 {price} 個貝殼購買 {count} × {tile}</translation>
        </message>
        <message>
            <source>{seat} buys {tile} ({side}) for {price} shells</source>
            <translation>{seat} 以 {price} 個貝殼購買{tile}（{side}）</translation>
        </message>
        <message>
            <source>{seat} buys {tile} ({side}) for {price} shells, into village {row}</source>
            <translation>{seat} 以 {price} 個貝殼購買{tile}（{side}），放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>{seat} ends the round on order position {position}</source>
            <translation>{seat} 在順序位置 {position} 結束本輪</translation>
        </message>
        <message>
            <source>{seat} fishes {count} token(s) with {fish} fish</source>
            <translation>{seat} 捕撈 {count} 個魚指示物，共 {fish} 條魚</translation>
        </message>
        <message>
            <source>{seat} pays {amount}</source>
            <translation>{seat} 支付{amount}</translation>
        </message>
        <message>
            <source>{seat} pays {amount} for a tiki with KANE</source>
            <translation>{seat} 支付{amount}，藉由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>{seat} pays {shells} shells, {feet} feet and {fruit} fruit</source>
            <translation type="vanished">{seat} 支付 {shells} 個貝殼、{feet} 個腳掌和 {fruit} 個水果</translation>
        </message>
        <message>
            <source>{seat} pays {shells} shells, {feet} feet and {fruit} fruit for a tiki with KANE</source>
            <translation type="vanished">{seat} 支付 {shells} 個貝殼、{feet} 個腳掌和 {fruit} 個水果，藉由 KANE 拿取神像</translation>
        </message>
        <message>
            <source>{seat} places {tile} in village {row}</source>
            <translation>{seat} 將{tile}放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>{seat} sails to dock {dock}: {island}</source>
            <translation>{seat} 航行到碼頭 {dock}：{island}</translation>
        </message>
        <message>
            <source>{seat} takes 1 foot from irrigation</source>
            <translation>{seat} 從灌溉系統獲得 1 個腳掌</translation>
        </message>
        <message>
            <source>{seat} takes 1 fruit from irrigation</source>
            <translation>{seat} 從灌溉系統獲得 1 個水果</translation>
        </message>
        <message>
            <source>{seat} takes 1 shell from irrigation</source>
            <translation>{seat} 從灌溉系統獲得 1 個貝殼</translation>
        </message>
        <message>
            <source>{seat} takes no tiki with KANE</source>
            <translation>{seat} 不藉由 KANE 拿取神像</translation>
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
            <translation>{tile}（{side}），{price} 個貝殼</translation>
        </message>
        <message>
            <source>{tile} ({side}) for {price} shells, into village {row}</source>
            <translation>{tile}（{side}），{price} 個貝殼，放入第 {row} 個村莊</translation>
        </message>
        <message>
            <source>{tile} does not fit in village {row}</source>
            <translation>{tile}放不進第 {row} 個村莊</translation>
        </message>
        <message>
            <source>{tile} is not sold at the {place} place</source>
            <translation>{place}地點沒有販售{tile}</translation>
        </message>
        <message>
            <source>{tile} is not sold at {place}</source>
            <translation type="vanished">{place}沒有販售{tile}</translation>
        </message>
        <message>
            <source>{verb!r} takes the form {form!r}, not {given!r}</source>
            <translation>{verb!r} 的格式是 {form!r}，不是 {given!r}</translation>
        </message>
        <message>
            <source>{what} numbers start at 1, not {first}</source>
            <translation>{what}編號從 1 開始，不是 {first}</translation>
        </message>
    </context>
    <context>
        <name>HawaiiTable</name>
        <message>
            <source> (spears)</source>
            <translation>（長矛）</translation>
        </message>
        <message>
            <source> Crossed spears.</source>
            <translation>有交叉長矛。</translation>
        </message>
        <message>
            <source>(LONO +{n})</source>
            <translation>（LONO +{n}）</translation>
        </message>
        <message>
            <source>(an action the rules list but cannot describe)</source>
            <translation>（規則列出但無法描述的行動）</translation>
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
            <translation>你所有可做的動作（按兩下或 Enter）：</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向鍵</translation>
        </message>
        <message>
            <source>Beach</source>
            <translation>沙灘</translation>
        </message>
        <message>
            <source>Boat {n}: {s} spaces</source>
            <translation>船 {n}：{s} 個船位</translation>
        </message>
        <message>
            <source>Boats lie here</source>
            <translation>船放在這裡</translation>
        </message>
        <message>
            <source>Buy at {place} ({n} ways)</source>
            <translation>在{place}購買（{n} 種方式）</translation>
        </message>
        <message>
            <source>Buy {tile} for {where}: pick the price token (click it on the place) and the side</source>
            <translation>購買{tile}放到{where}：選擇價格指示物（在地點上點選）和板塊的面</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>取消 (Esc)</translation>
        </message>
        <message>
            <source>Cancel the decision in progress</source>
            <translation>取消進行中的決定</translation>
        </message>
        <message>
            <source>Click to show this realm large.</source>
            <translation>點擊以放大顯示這個領地。</translation>
        </message>
        <message>
            <source>Close the round summary</source>
            <translation>關閉本輪摘要</translation>
        </message>
        <message>
            <source>Covering it gives {what}</source>
            <translation>蓋住這格可得到 {what}</translation>
        </message>
        <message>
            <source>Dock {n}: {f} feet and boat spaces, {pts} points</source>
            <translation>碼頭 {n}：{f} 個腳掌和船位，{pts} 分</translation>
        </message>
        <message>
            <source>Drag a tile from this place onto your realm, or pick one:</source>
            <translation>把這個地點的板塊拖到你的領域，或從下面選擇：</translation>
        </message>
        <message>
            <source>Drag your chief to a place, the cove, a dock or a free order position (or click it, then click the target). Then drag a tile onto your realm. Keys: C chief, F fish, E end the round, Esc cancel.</source>
            <translation>把你的酋長拖到一個地點、海灣、碼頭或空的順序位置（或先點選酋長，再點選目標）。然後把板塊拖到你的領域。按鍵：C 酋長、F 捕魚、E 結束本輪、Esc 取消。</translation>
        </message>
        <message>
            <source>End the round (E)</source>
            <translation>結束本輪 (E)</translation>
        </message>
        <message>
            <source>End the round (choose the order position)</source>
            <translation>結束本輪（選擇順序位置）</translation>
        </message>
        <message>
            <source>End the round ({n} positions)</source>
            <translation>結束本輪（{n} 個位置）</translation>
        </message>
        <message>
            <source>End the round on which order position?</source>
            <translation>要在哪個順序位置結束本輪？</translation>
        </message>
        <message>
            <source>Final round {n} scored</source>
            <translation>最後一輪（第 {n} 輪）計分</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <source>Finish the decision in the panel first.</source>
            <translation type="vanished">請先在面板中完成決定。</translation>
        </message>
        <message>
            <source>Fishing cove</source>
            <translation>捕魚海灣</translation>
        </message>
        <message>
            <source>Fishing: choose the catch and the boats (the first is the default; click a boat on your realm to prefer it)</source>
            <translation>捕魚：選擇要捕的魚和使用的船（預設為第一項；點選你領域上的船可優先使用它）</translation>
        </message>
        <message>
            <source>Fit the table to the window</source>
            <translation>讓桌面符合視窗大小</translation>
        </message>
        <message>
            <source>Go fishing</source>
            <translation>去捕魚</translation>
        </message>
        <message>
            <source>Go fishing (F)</source>
            <translation>去捕魚 (F)</translation>
        </message>
        <message>
            <source>Go fishing ({n} ways)</source>
            <translation>去捕魚（{n} 種方式）</translation>
        </message>
        <message>
            <source>Hidden: the screens are closed.</source>
            <translation>隱藏：擋板是關閉的。</translation>
        </message>
        <message>
            <source>Hide the list of actions</source>
            <translation>隱藏行動清單</translation>
        </message>
        <message>
            <source>How do you pay?</source>
            <translation>你要怎麼支付？</translation>
        </message>
        <message>
            <source>In front of {name}: tokens worth {sum} against the target {target}</source>
            <translation>{name} 面前：指示物合計 {sum}，目標 {target}</translation>
        </message>
        <message>
            <source>Irrigation: choose one resource</source>
            <translation>灌溉系統：選擇一種資源</translation>
        </message>
        <message>
            <source>It is not your decision now.</source>
            <translation>現在不是由你決定。</translation>
        </message>
        <message>
            <source>KANALOA</source>
            <translation type="vanished">KANALOA</translation>
        </message>
        <message>
            <source>KANE: take a tiki for 2 resources?</source>
            <translation>KANE：要支付 2 個資源拿取一個神像嗎？</translation>
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
            <translation>可行的動作</translation>
        </message>
        <message>
            <source>Move the chief (C)</source>
            <translation>移動酋長 (C)</translation>
        </message>
        <message>
            <source>Move the table</source>
            <translation>移動桌面</translation>
        </message>
        <message>
            <source>No bonus printed here</source>
            <translation>這格沒有印獎勵</translation>
        </message>
        <message>
            <source>No tiki</source>
            <translation>不拿神像</translation>
        </message>
        <message>
            <source>Not possible: no price token lies on this place this round</source>
            <translation type="vanished">無法執行：本輪這個地點沒有價格指示物</translation>
        </message>
        <message>
            <source>Not possible: none left</source>
            <translation type="vanished">無法執行：已經沒有了</translation>
        </message>
        <message>
            <source>Not possible: the reward cannot go in village {n}</source>
            <translation type="vanished">無法執行：獎勵不能放進第 {n} 個村莊</translation>
        </message>
        <message>
            <source>Not possible: there is no room for this tile on your realm, or you cannot pay it</source>
            <translation type="vanished">無法執行：你的領域放不下這塊板塊，或你付不起</translation>
        </message>
        <message>
            <source>Not possible: you cannot pay the walk ({n} feet) and the cheapest price ({p} shells) here</source>
            <translation type="vanished">無法執行：你付不起走到這裡的腳掌（{n} 個）和最便宜的價格（{p} 個貝殼）</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation type="vanished">無法執行：{reason}</translation>
        </message>
        <message>
            <source>Order position {n}</source>
            <translation>順序位置 {n}</translation>
        </message>
        <message>
            <source>Pick up your chief (then click a place, the cove, a dock or an order position)</source>
            <translation>拿起你的酋長（再點擊一個地點、海灣、碼頭或順序位置）</translation>
        </message>
        <message>
            <source>Points by category; ★ marks the winner(s).</source>
            <translation>各類別的分數；★ 標示勝利者。</translation>
        </message>
        <message>
            <source>Position {n}</source>
            <translation>位置 {n}</translation>
        </message>
        <message>
            <source>Press the bold (default) choice; Enter in the list plays the highlighted action</source>
            <translation>按下粗體（預設）選項；在清單中按 Enter 執行反白的行動</translation>
        </message>
        <message>
            <source>Press the numbered choice in the panel</source>
            <translation>按下面板中對應編號的選項</translation>
        </message>
        <message>
            <source>Price {v}; side II or two tiles cost {d}.{spear}</source>
            <translation>價格 {v}；II 面或兩塊板塊需 {d}。{spear}</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>第 {n} 輪，共 {total} 輪</translation>
        </message>
        <message>
            <source>Round {n} scored</source>
            <translation>第 {n} 輪計分</translation>
        </message>
        <message>
            <source>Round {n}: target {t}; income {s} shells and {f} feet; points {a}/{b}/{c}</source>
            <translation>第 {n} 輪：目標 {t}；收入 {s} 個貝殼和 {f} 個腳掌；分數 {a}/{b}/{c}</translation>
        </message>
        <message>
            <source>Round {n}: {rank}, +{p}</source>
            <translation>第 {n} 輪：{rank}，+{p}</translation>
        </message>
        <message>
            <source>Row {n}: {p} points at the end</source>
            <translation>第 {n} 排：遊戲結束時 {p} 分</translation>
        </message>
        <message>
            <source>Sail to dock {n} ({k} ways)</source>
            <translation>航行到碼頭 {n}（{k} 種方式）</translation>
        </message>
        <message>
            <source>Sail to dock {n}: choose the boats (the first is the default; click a boat on your realm to prefer it)</source>
            <translation>航行到碼頭 {n}：選擇使用的船（預設為第一項；點選你領域上的船可優先使用它）</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b}</source>
            <translation type="vanished">用船 {b} 航行</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b} — {feet} feet</source>
            <translation>用船 {b} 航行 — {feet} 個腳掌</translation>
        </message>
        <message>
            <source>Sail with boat(s) {b}, {feet} feet</source>
            <translation type="vanished">用船 {b} 航行，{feet} 個腳掌</translation>
        </message>
        <message>
            <source>Score track</source>
            <translation type="vanished">計分軌</translation>
        </message>
        <message>
            <source>Show all {n} possible actions as a list</source>
            <translation>以清單顯示全部 {n} 個可行行動</translation>
        </message>
        <message>
            <source>Show the only possible action as a list</source>
            <translation>以清單顯示唯一可行的行動</translation>
        </message>
        <message>
            <source>Space, Enter</source>
            <translation>空白鍵、Enter</translation>
        </message>
        <message>
            <source>Take a tiki for {pay}</source>
            <translation>支付 {pay} 拿取神像</translation>
        </message>
        <message>
            <source>That is {name}'s chief.</source>
            <translation type="vanished">那是 {name} 的酋長。</translation>
        </message>
        <message>
            <source>The computer suggests this move to {name}</source>
            <translation>電腦建議{name}下這一步</translation>
        </message>
        <message>
            <source>The island is being laid out…</source>
            <translation>正在擺放島嶼…</translation>
        </message>
        <message>
            <source>This village does not reach under a tiki: it was removed at the end.</source>
            <translation>這個村莊沒有延伸到神像下方：遊戲結束時已被移除。</translation>
        </message>
        <message>
            <source>Tiles left: {list}. The numbered circle holds a token only while the prices stay at most {n}.</source>
            <translation>剩下的板塊：{list}。只有當價格總和不超過 {n} 時，有數字的圈圈上才會放指示物。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="vanished">總分</translation>
        </message>
        <message>
            <source>Turn order: {order}</source>
            <translation>玩家順序：{order}</translation>
        </message>
        <message>
            <source>Village {n}</source>
            <translation>村莊 {n}</translation>
        </message>
        <message>
            <source>Where does the island's reward go? Click a lit cell, or:</source>
            <translation>島嶼的獎勵要放在哪裡？點選亮起的格子，或：</translation>
        </message>
        <message>
            <source>Where does the {tile} go? Click a lit cell, or:</source>
            <translation>{tile}要放在哪裡？點選亮起的格子，或：</translation>
        </message>
        <message>
            <source>Which tile?</source>
            <translation>哪一塊板塊？</translation>
        </message>
        <message>
            <source>You cannot buy now.</source>
            <translation type="vanished">你現在不能購買。</translation>
        </message>
        <message>
            <source>Your chief is in hand: click a lit place, the cove, a dock or an order position. Or:</source>
            <translation>酋長已拿起：點選一個亮起的地點、海灣、碼頭或順序位置。或者：</translation>
        </message>
        <message>
            <source>Your chief:</source>
            <translation>你的酋長：</translation>
        </message>
        <message>
            <source>Zoom in, zoom out</source>
            <translation>放大、縮小</translation>
        </message>
        <message>
            <source>a boat goes in the water below the villages</source>
            <translation type="vanished">船放在村莊下方的水中</translation>
        </message>
        <message>
            <source>a kahuna goes in the kahuna column beside the villages</source>
            <translation type="vanished">祭司放在村莊旁的祭司欄</translation>
        </message>
        <message>
            <source>a tiki goes on the tiki bar above the villages</source>
            <translation type="vanished">神像放在村莊上方的神像橫條</translation>
        </message>
        <message>
            <source>behind the screen</source>
            <translation>在擋板後</translation>
        </message>
        <message>
            <source>drop the tile on your own realm</source>
            <translation type="vanished">把板塊放到你自己的領域</translation>
        </message>
        <message>
            <source>ended</source>
            <translation>已結束</translation>
        </message>
        <message>
            <source>feet</source>
            <translation>腳掌</translation>
        </message>
        <message>
            <source>free this round</source>
            <translation>本輪仍空著</translation>
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
            <translation type="vanished">在第 {n} 個村莊，板塊要放在最右端、緊接最後一塊（第 {c} 列）</translation>
        </message>
        <message>
            <source>income: {what}</source>
            <translation>收入：{what}</translation>
        </message>
        <message>
            <source>irrigation</source>
            <translation type="vanished">灌溉系統</translation>
        </message>
        <message>
            <source>islands</source>
            <translation type="vanished">島嶼</translation>
        </message>
        <message>
            <source>kahunas</source>
            <translation type="vanished">祭司</translation>
        </message>
        <message>
            <source>long house II</source>
            <translation type="vanished">II 面長屋</translation>
        </message>
        <message>
            <source>missed</source>
            <translation>未達標</translation>
        </message>
        <message>
            <source>no price token lies on this place this round</source>
            <translation type="vanished">本輪這個地點沒有價格指示物</translation>
        </message>
        <message>
            <source>no way to buy this there</source>
            <translation type="vanished">無法在那裡購買這個</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>order position 1</source>
            <translation type="vanished">順序位置 1</translation>
        </message>
        <message>
            <source>points 1st · 2nd · reached</source>
            <translation>分數 第一名 · 第二名 · 達標</translation>
        </message>
        <message>
            <source>reached</source>
            <translation>達標</translation>
        </message>
        <message>
            <source>removed (no tiki)</source>
            <translation>已移除（沒有神像）</translation>
        </message>
        <message>
            <source>reward: any fruit tile, side II</source>
            <translation>獎勵：任一水果板塊，II 面</translation>
        </message>
        <message>
            <source>reward: {n} × {tile}</source>
            <translation>獎勵：{n} × {tile}</translation>
        </message>
        <message>
            <source>reward: {tile}{side}</source>
            <translation>獎勵：{tile}{side}</translation>
        </message>
        <message>
            <source>reward: {what}</source>
            <translation>獎勵：{what}</translation>
        </message>
        <message>
            <source>round ended</source>
            <translation>本輪已結束</translation>
        </message>
        <message>
            <source>round scoring</source>
            <translation type="vanished">回合計分</translation>
        </message>
        <message>
            <source>round {sum} / target {target}</source>
            <translation type="vanished">本輪 {sum} / 目標 {target}</translation>
        </message>
        <message>
            <source>shells</source>
            <translation>貝殼</translation>
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
            <translation>{s} 面，第 {n} 個村莊</translation>
        </message>
        <message>
            <source>spears</source>
            <translation type="vanished">長矛</translation>
        </message>
        <message>
            <source>sum {sum} / {target}</source>
            <translation>合計 {sum} / {target}</translation>
        </message>
        <message>
            <source>target</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>the chief cannot go back to the beach; end the round on an order position instead</source>
            <translation type="vanished">酋長不能回到沙灘；請改在順序位置上結束本輪</translation>
        </message>
        <message>
            <source>the kahuna column</source>
            <translation>祭司欄</translation>
        </message>
        <message>
            <source>the tiki bar</source>
            <translation>神像橫條</translation>
        </message>
        <message>
            <source>the water (boats)</source>
            <translation>水中（船）</translation>
        </message>
        <message>
            <source>there are no fish tokens in the cove</source>
            <translation type="vanished">海灣中沒有魚指示物</translation>
        </message>
        <message>
            <source>this place is sold out</source>
            <translation type="vanished">這個地點已賣完</translation>
        </message>
        <message>
            <source>to act</source>
            <translation>輪到行動</translation>
        </message>
        <message>
            <source>token worth {v}</source>
            <translation>數值 {v} 的指示物</translation>
        </message>
        <message>
            <source>used this round</source>
            <translation>本輪已使用</translation>
        </message>
        <message>
            <source>village tiles go in a village row</source>
            <translation type="vanished">村莊板塊要放在村莊橫排中</translation>
        </message>
        <message>
            <source>village {n}</source>
            <translation>第 {n} 個村莊</translation>
        </message>
        <message>
            <source>villages removed</source>
            <translation>被移除的村莊</translation>
        </message>
        <message>
            <source>you cannot pay the walk ({n} feet) and any price here, or have no room for its tiles</source>
            <translation type="vanished">你付不起走到這裡的腳掌（{n} 個）和任何價格，或領域中放不下這裡的板塊</translation>
        </message>
        <message>
            <source>you have no free boat space or cannot pay the foot</source>
            <translation type="vanished">你沒有空的船位，或付不起腳掌</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b}</source>
            <translation type="vanished">{f} 條魚（{n} 個指示物），使用船 {b}</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b} — {feet} feet</source>
            <translation>{f} 條魚（{n} 個指示物），使用船 {b} — {feet} 個腳掌</translation>
        </message>
        <message>
            <source>{f} fish ({n} token(s)) with boat(s) {b}, {feet} feet</source>
            <translation type="vanished">{f} 條魚（{n} 個指示物），使用船 {b}，{feet} 個腳掌</translation>
        </message>
        <message>
            <source>{name} ended the round here</source>
            <translation>{name} 在這裡結束本輪</translation>
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
            <translation>這裡有 {n} 個魚指示物，共 {f} 條魚</translation>
        </message>
        <message>
            <source>{n} ft</source>
            <translation>{n} 腳掌</translation>
        </message>
        <message>
            <source>{n} left at this place</source>
            <translation>這個地點還剩 {n} 個</translation>
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
            <translation>{s} 個貝殼、{f} 個腳掌、{r} 個水果</translation>
        </message>
        <message>
            <source>{tile} in village {n}</source>
            <translation>{tile}放在第 {n} 個村莊</translation>
        </message>
        <message>
            <source>{tile} into {where}</source>
            <translation>{tile}放入{where}</translation>
        </message>
        <message>
            <source>{what} — token {v}: {p} shells</source>
            <translation type="vanished">{what} — 指示物 {v}：{p} 個貝殼</translation>
        </message>
        <message>
            <source>{what} — token {v}{spear}: {p} shells</source>
            <translation>{what} — 指示物 {v}{spear}：{p} 個貝殼</translation>
        </message>
    </context>
    <context>
        <name>HawaiiTerms</name>
        <message>
            <source>3 boat spaces for fishing and island trips. Side II also has a printed foot that pays one foot of such a trip.</source>
            <translation type="vanished">3 個船位，用於捕魚和前往島嶼。II 面另有一個印上去的腳掌，可支付這類航行的 1 個腳掌。</translation>
        </message>
        <message>
            <source>3 boat spaces for fishing and island trips. Side II has 4 spaces, one of them a printed foot that pays one foot of such a trip.</source>
            <translation>3 個船位，用於捕魚和前往島嶼。II 面有 4 個船位，其中一格是印上去的腳掌，可支付這類航行的 1 個腳掌。</translation>
        </message>
        <message>
            <source>A fruit tile: income +1 fruit (side II: +2); shows 1 (2) fruit symbols.</source>
            <translation>水果板塊：收入 +1 個水果（II 面：+2）；有 1（2）個水果標誌。</translation>
        </message>
        <message>
            <source>A god. +2 points (side II: +4) whenever you qualify in the round scoring.</source>
            <translation>神明。每次在回合計分中達標時 +2 分（II 面：+4）。</translation>
        </message>
        <message>
            <source>A god. A move of your chief costs at most 2 feet (side II: 1).</source>
            <translation>神明。你的酋長每次移動最多只需支付 2 個腳掌（II 面：1 個）。</translation>
        </message>
        <message>
            <source>A god. At the end +1 (side II: +2) per fruit symbol in your realm.</source>
            <translation>神明。遊戲結束時，你領域中的每個水果標誌 +1 分（II 面：+2）。</translation>
        </message>
        <message>
            <source>A god. At the end +2 (side II: +4) per boat (the fishing boat too) and per surviving surfer.</source>
            <translation>神明。遊戲結束時，每艘船（包含漁船）和每個保留下來的衝浪者 +2 分（II 面：+4）。</translation>
        </message>
        <message>
            <source>A god. Income +1 shell (side II: +2). When bought you may also pay 2 resources to take and place a tiki.</source>
            <translation>神明。收入 +1 個貝殼（II 面：+2）。購買時可另付 2 個資源拿取並放置一個神像。</translation>
        </message>
        <message>
            <source>A god. Like a spear hut (+1/+2 per spear token) and income +1 foot.</source>
            <translation>神明。效果如同長矛小屋（每個長矛指示物 +1/+2 分），並且收入 +1 個腳掌。</translation>
        </message>
        <message>
            <source>A hut two columns wide that counts as one tile. Side II also scores 5 at the end.</source>
            <translation>佔兩格寬的小屋，算作一個板塊。II 面在遊戲結束時另得 5 分。</translation>
        </message>
        <message>
            <source>A hut. +1 point (side II: +2) each time you gain a price token with crossed spears.</source>
            <translation>小屋。每次獲得有交叉長矛的價格指示物時 +1 分（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. In one payment, 1 unit (side II: 2) of a resource may be replaced by another. A payment uses one exchange hut, never two together.</source>
            <translation>小屋。在一筆支付中可用另一種資源代替 1 個（II 面：2 個）資源。一筆支付只用一間交換小屋，不能兩間合併使用。</translation>
        </message>
        <message>
            <source>A hut. Income +1 foot (side II: +2) at the end of each round.</source>
            <translation>小屋。每輪結束時收入 +1 個腳掌（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. Income +1 shell (side II: +2) at the end of each round.</source>
            <translation>小屋。每輪結束時收入 +1 個貝殼（II 面：+2）。</translation>
        </message>
        <message>
            <source>A hut. Once per turn, in one payment, 1 unit (side II: 2) of a resource may be replaced by another.</source>
            <translation type="vanished">小屋。每回合一次，在一筆支付中可用另一種資源代替 1 個（II 面：2 個）資源。</translation>
        </message>
        <message>
            <source>A large place on the main island holding tiles of its types and price tokens. Adjacent places (corners count) are one step apart.</source>
            <translation>主島上的大地點，放著該類型的板塊和價格指示物。相鄰的地點（斜角也算）相距一步。</translation>
        </message>
        <message>
            <source>A price token turned to its fish side. Caught in the cove for 1 foot and 1 boat space each; its fish count toward the round's target.</source>
            <translation>翻到魚那一面的價格指示物。在海灣捕撈，每個需 1 個腳掌和 1 個船位；上面的魚計入本輪目標。</translation>
        </message>
        <message>
            <source>A row filled from the left without gaps, starting with a hut. No two tiles of one type in a village, and at most one god.</source>
            <translation>一個從左邊開始、不留空格的橫排，第一格必須是小屋。同一村莊不能有兩個相同類型的板塊，最多只能有一個神明。</translation>
        </message>
        <message>
            <source>A wild resource: it may pay a whole cost instead of shells or feet (all of one payment, not part).</source>
            <translation>萬用資源：可以代替貝殼或腳掌支付整筆費用（一筆費用只能全部用水果，不能只付一部分）。</translation>
        </message>
        <message>
            <source>At the end +1 (side II: +2) per tile in her village, herself and the starting hut included.</source>
            <translation>遊戲結束時，她所在村莊的每個板塊 +1 分（II 面：+2），包含她自己和起始小屋。</translation>
        </message>
        <message>
            <source>At the end scores 1/3/6/10 for 1/2/3/4 fruit tiles in its village. Side II also gives 1 resource of your choice as income.</source>
            <translation>遊戲結束時，依所在村莊有 1/2/3/4 個水果板塊得 1/3/6/10 分。II 面另外每輪收入 1 個自選資源。</translation>
        </message>
        <message>
            <source>Banana</source>
            <translation>香蕉</translation>
        </message>
        <message>
            <source>Beach</source>
            <translation>沙灘</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>船</translation>
        </message>
        <message>
            <source>Breadfruit</source>
            <translation>麵包果</translation>
        </message>
        <message>
            <source>Chief</source>
            <translation>酋長</translation>
        </message>
        <message>
            <source>Coconut</source>
            <translation>椰子</translation>
        </message>
        <message>
            <source>Deputy</source>
            <translation>副酋長</translation>
        </message>
        <message>
            <source>Dock</source>
            <translation>碼頭</translation>
        </message>
        <message>
            <source>Ending the round here takes the price token under it and sets your place in the next round's order. Position 1 scores 2 at the end of the game.</source>
            <translation>在這裡結束本輪可拿取下方的價格指示物，並決定你在下一輪的順序。遊戲結束時，位置 1 得 2 分。</translation>
        </message>
        <message>
            <source>Every chief starts each round here. Going back to the beach, or staying, costs nothing.</source>
            <translation>每輪所有酋長都從這裡出發。回到沙灘或停留在沙灘都不需花費。</translation>
        </message>
        <message>
            <source>Exchange hut</source>
            <translation>交換小屋</translation>
        </message>
        <message>
            <source>Feet</source>
            <translation>腳掌</translation>
        </message>
        <message>
            <source>Fish token</source>
            <translation>魚指示物</translation>
        </message>
        <message>
            <source>Fish tokens wait here. Fishing costs 1 foot and 1 unused boat space per token.</source>
            <translation>魚指示物放在這裡。每捕撈一個需付 1 個腳掌和 1 個未使用的船位。</translation>
        </message>
        <message>
            <source>Fishing boat</source>
            <translation>漁船</translation>
        </message>
        <message>
            <source>Fishing cove</source>
            <translation>捕魚海灣</translation>
        </message>
        <message>
            <source>Foot hut</source>
            <translation>腳掌屋</translation>
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
            <translation>灌溉系統</translation>
        </message>
        <message>
            <source>Island</source>
            <translation>島嶼</translation>
        </message>
        <message>
            <source>Its reward goes to the player who visits it; it then goes to the bottom of the deck.</source>
            <translation>造訪的玩家得到它的獎勵；之後它放回島嶼板塊堆的最下面。</translation>
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
            <translation>祭司由上往下放在這裡；遊戲結束時，若所在村莊保留下來，就得到該排的分數。</translation>
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
            <translation>長屋</translation>
        </message>
        <message>
            <source>Lowers your round target by 2 (side II: 4).</source>
            <translation>讓你的回合目標減 2（II 面：減 4）。</translation>
        </message>
        <message>
            <source>Marks the player's score or their place in the turn order.</source>
            <translation>標示玩家的分數或在玩家順序中的位置。</translation>
        </message>
        <message>
            <source>Money: pay a price token's value in shells to buy a tile, or double for side II.</source>
            <translation>金錢：支付價格指示物上數值的貝殼購買板塊，付雙倍可得到 II 面。</translation>
        </message>
        <message>
            <source>Movement: 1 foot from the beach to a bottom-row place and for each step between adjacent places; also paid for fishing and island trips.</source>
            <translation>移動：從沙灘到最下排的地點需 1 個腳掌，在相鄰地點間每走一步也需 1 個；捕魚和前往島嶼時也要支付。</translation>
        </message>
        <message>
            <source>Order position</source>
            <translation>順序位置</translation>
        </message>
        <message>
            <source>PELE</source>
            <translation>PELE</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>地點</translation>
        </message>
        <message>
            <source>Placed beside a village row; scores that row's points at the end if the village survives. Paying double gives two.</source>
            <translation>放在村莊橫排旁；遊戲結束時若村莊保留下來，得到該排的分數。付雙倍價錢可得到兩個。</translation>
        </message>
        <message>
            <source>Placed on the top bar from the right. Villages that do not reach under a tiki are removed at the end. Paying double gives two.</source>
            <translation>從右邊開始放在上方橫條。遊戲結束時，沒有延伸到神像下方的村莊會被移除。付雙倍價錢可得到兩個。</translation>
        </message>
        <message>
            <source>Price token</source>
            <translation>價格指示物</translation>
        </message>
        <message>
            <source>Printed on the realm; it begins village 1 and counts as one of its tiles.</source>
            <translation>印在領域上；它是第 1 個村莊的開頭，並算作其中一個板塊。</translation>
        </message>
        <message>
            <source>Realm</source>
            <translation>領域</translation>
        </message>
        <message>
            <source>Round tile</source>
            <translation>輪指示物</translation>
        </message>
        <message>
            <source>Shell hut</source>
            <translation>貝殼屋</translation>
        </message>
        <message>
            <source>Shells</source>
            <translation>貝殼</translation>
        </message>
        <message>
            <source>Shows the price in shells of a tile at its place; the buyer keeps it and its value counts toward the round's target. Crossed spears pay spear huts and KU.</source>
            <translation>顯示該地點板塊的貝殼價格；買家保留它，其數值計入本輪目標。有交叉長矛的指示物會觸發長矛小屋和 KU。</translation>
        </message>
        <message>
            <source>Spear hut</source>
            <translation>長矛小屋</translation>
        </message>
        <message>
            <source>Starting hut</source>
            <translation>起始小屋</translation>
        </message>
        <message>
            <source>Surfer</source>
            <translation>衝浪者</translation>
        </message>
        <message>
            <source>Taro</source>
            <translation>芋頭</translation>
        </message>
        <message>
            <source>The round's target for price tokens and fish, its points, and the income paid at the round's end.</source>
            <translation>本輪價格指示物與魚的目標、本輪的分數，以及本輪結束時發放的收入。</translation>
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
            <translation>神像由右往左放在這裡。遊戲結束時，只有延伸到神像下方的村莊才計分。</translation>
        </message>
        <message>
            <source>Village</source>
            <translation>村莊</translation>
        </message>
        <message>
            <source>Visiting the island at this dock costs its feet and as many boat spaces; it scores the dock's points and gives the island's reward.</source>
            <translation>造訪這個碼頭的島嶼需支付標示的腳掌和同樣數量的船位；得到碼頭的分數和島嶼的獎勵。</translation>
        </message>
        <message>
            <source>Walks from the beach across the places to buy tiles, fish in the cove, visit an island, or end the round on an order position.</source>
            <translation>從沙灘出發走過各個地點購買板塊、在海灣捕魚、造訪島嶼，或在順序位置上結束本輪。</translation>
        </message>
        <message>
            <source>Your personal board: 5 village rows of 7 columns, kahuna spaces beside the rows, tiki spaces on the top bar.</source>
            <translation type="vanished">你的玩家圖版：5 個村莊橫排、每排 7 格，橫排旁有祭司格，上方橫條有神像格。</translation>
        </message>
        <message>
            <source>Your personal board: 5 village rows of 7 printed columns (a village may stick out to the right), kahuna spaces beside the rows, tiki spaces on the top bar.</source>
            <translation>你的玩家圖版：5 個村莊橫排、每排印有 7 格（村莊可以向右凸出圖版），橫排旁有祭司格，上方橫條有神像格。</translation>
        </message>
        <message>
            <source>Your starting boat with 2 spaces. A boat used this round turns sideways; its unused spaces are lost.</source>
            <translation>你起始的船，有 2 個空格。本輪用過的船會轉向橫放；沒用到的空格就浪費了。</translation>
        </message>
    </context>
    <context>
        <name>HelpWindow</name>
        <message>
            <source>Contents: click a heading to go there</source>
            <translation>目錄：點選標題即可跳到該處</translation>
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
            <translation>下一個符合項目</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>找不到符合的內容</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>上一個符合項目</translation>
        </message>
        <message>
            <source>Rules help</source>
            <translation>規則說明</translation>
        </message>
        <message>
            <source>Search the rules…</source>
            <translation>搜尋規則…</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>第 {current} 個，共 {total} 個</translation>
        </message>
    </context>
    <context>
        <name>HintDialog</name>
        <message>
            <source>About as good as the best move.</source>
            <translation>與最佳著法差不多好。</translation>
        </message>
        <message>
            <source>About {points} points worse than the best move.</source>
            <translation>比最佳著法約少 {points} 分。</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>最佳著法</translation>
        </message>
        <message>
            <source>It expects {name} to end up about {points} points ahead of the best other player.</source>
            <translation>預計 {name} 最後會比其他玩家中的最高分者多約 {points} 分。</translation>
        </message>
        <message>
            <source>It expects {name} to end up about {points} points behind the best other player.</source>
            <translation>預計 {name} 最後會比其他玩家中的最高分者少約 {points} 分。</translation>
        </message>
        <message>
            <source>Play this</source>
            <translation>下這一步</translation>
        </message>
        <message>
            <source>Second</source>
            <translation>第二</translation>
        </message>
        <message>
            <source>Start or open a game first.</source>
            <translation>請先開始或開啟一局遊戲。</translation>
        </message>
        <message>
            <source>The computer can suggest a move when it is your decision.</source>
            <translation>輪到你做決定時，電腦才能建議著法。</translation>
        </message>
        <message>
            <source>The computer could not think about this decision ({error}).</source>
            <translation>電腦無法思考這個決定（{error}）。</translation>
        </message>
        <message>
            <source>The computer sees no other sensible move here.</source>
            <translation>電腦在此看不到其他合理的著法。</translation>
        </message>
        <message>
            <source>The hard computer player is thinking about {name}'s decision, knowing only what {name} can see…</source>
            <translation>困難電腦玩家正在思考 {name} 的決定，只知道 {name} 看得到的資訊…</translation>
        </message>
        <message>
            <source>Third</source>
            <translation>第三</translation>
        </message>
        <message>
            <source>Using a hint is noted in the saved game and shown when the game ends.</source>
            <translation>使用提示會記錄在存檔中，並在遊戲結束時顯示。</translation>
        </message>
        <message>
            <source>What the hard computer player would do for {name}:</source>
            <translation>困難電腦玩家會替 {name} 這樣下：</translation>
        </message>
        <message>
            <source>What would the computer do?</source>
            <translation>電腦會怎麼下？</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>The game history was damaged. It was kept as {file} and a new history was started.</source>
            <translation>遊戲歷史檔已損壞。它已保留為 {file}，並開始了新的歷史。</translation>
        </message>
        <message>
            <source>a new history cannot be started in {folder}: {reason}</source>
            <translation>無法在 {folder} 開始新的歷史：{reason}</translation>
        </message>
        <message>
            <source>only a finished game can be added to the history</source>
            <translation>只有已結束的遊戲才能加入歷史</translation>
        </message>
        <message>
            <source>the game could not be added to the history: {reason}</source>
            <translation>無法將這局遊戲加入歷史：{reason}</translation>
        </message>
        <message>
            <source>the game history was written by a newer giantapp (version {version}; this one reads up to {supported}); it is left as it is</source>
            <translation>遊戲歷史是由較新版的 giantapp 寫入的（版本 {version}；此版本最多讀取 {supported}）；保持原樣不變</translation>
        </message>
        <message>
            <source>the history folder {folder} cannot be created: {reason}</source>
            <translation>無法建立歷史資料夾 {folder}：{reason}</translation>
        </message>
        <message>
            <source>this game is no longer in the history</source>
            <translation>這局遊戲已不在歷史中</translation>
        </message>
        <message>
            <source>this game's record in the history cannot be read: {reason}</source>
            <translation>無法讀取歷史中這局遊戲的紀錄：{reason}</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>Cannot review this game</source>
            <translation>無法回顧這局遊戲</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>遊戲歷史</translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish in this window is added here.</source>
            <translation>還沒有已結束的遊戲。在此視窗中完成的每局遊戲都會加入這裡。</translation>
        </message>
        <message>
            <source>Open the selected game in review (or double-click it).</source>
            <translation>回顧所選的遊戲（或按兩下該遊戲）。</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>回顧</translation>
        </message>
        <message>
            <source>The game was not added to the history: {reason}</source>
            <translation>這局遊戲未加入歷史：{reason}</translation>
        </message>
    </context>
    <context>
        <name>LearningMenus</name>
        <message>
            <source>&amp;History…</source>
            <translation>歷史(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Review a game…</source>
            <translation>回顧遊戲(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;What would the computer do?</source>
            <translation>電腦會怎麼下(&amp;W)？</translation>
        </message>
        <message>
            <source>Step through a saved or finished game, as one player saw it or (once it is over) with every secret</source>
            <translation>逐步回顧已儲存或已結束的遊戲，可用某位玩家的視角，或（遊戲結束後）顯示所有秘密</translation>
        </message>
        <message>
            <source>The hard computer player's best three moves for your decision (noted in the save)</source>
            <translation>困難電腦玩家為你的決定給出的三個最佳著法（會記錄在存檔中）</translation>
        </message>
        <message>
            <source>Your finished games: wins, scores, and any game to review</source>
            <translation>你已完成的遊戲：勝場、分數，以及可回顧的每局遊戲</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <source>Collapse the game log</source>
            <translation>收合遊戲紀錄</translation>
        </message>
        <message>
            <source>Collapse the game log to give the table room (Ctrl+L)</source>
            <translation>收合遊戲紀錄，讓桌面有更多空間（Ctrl+L）</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <source>Show the game log</source>
            <translation>顯示遊戲紀錄</translation>
        </message>
        <message>
            <source>Show the game log (Ctrl+L)</source>
            <translation>顯示遊戲紀錄（Ctrl+L）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;About giantapp</source>
            <translation>關於 giantapp(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close game</source>
            <translation>關閉遊戲(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation>符合視窗大小(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts…</source>
            <translation>鍵盤快捷鍵(&amp;K)…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>偏好設定(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <source>About giantapp</source>
            <translation>關於 giantapp</translation>
        </message>
        <message>
            <source>An unfinished game of {title} ({players}, {count} actions) was saved. Resume it?</source>
            <translation type="vanished">已儲存一場未完成的{title}遊戲（{players}，{count} 個動作）。要繼續嗎？</translation>
        </message>
        <message>
            <source>Back to the start page; the game is kept there</source>
            <translation>回到開始頁面；遊戲會保留在那裡</translation>
        </message>
        <message>
            <source>Cannot open a saved game</source>
            <translation>無法開啟存檔</translation>
        </message>
        <message>
            <source>Cannot open {name}</source>
            <translation>無法開啟 {name}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>無法儲存</translation>
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation>無法開始遊戲</translation>
        </message>
        <message>
            <source>Could not open {file}: {reason}</source>
            <translation>無法開啟 {file}：{reason}</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}.</source>
            <translation>無法讀取 {file}：{reason}。</translation>
        </message>
        <message>
            <source>Could not read {file}: {reason}. It was moved to {place} and kept.</source>
            <translation>無法讀取 {file}：{reason}。它已移到 {place} 並保留。</translation>
        </message>
        <message>
            <source>Delete the game?</source>
            <translation>刪除這局遊戲？</translation>
        </message>
        <message>
            <source>Delete this unfinished game for good?

{game}
{players}</source>
            <translation>要永久刪除這局未完成的遊戲嗎？

{game}
{players}</translation>
        </message>
        <message>
            <source>Done — end my turn</source>
            <translation>完成 — 結束我的回合</translation>
        </message>
        <message>
            <source>Done — end the game</source>
            <translation>完成 — 結束遊戲</translation>
        </message>
        <message>
            <source>Done — pass to {name}</source>
            <translation>完成 — 交給 {name}</translation>
        </message>
        <message>
            <source>Done — {name} plays next</source>
            <translation>完成 — 接下來輪到 {name}</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>全螢幕(&amp;U)</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>遊戲紀錄(&amp;L)</translation>
        </message>
        <message>
            <source>Game in use</source>
            <translation>遊戲使用中</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <source>Giants · Hawaii</source>
            <translation type="vanished">神秘巨石像 · 夏威夷</translation>
        </message>
        <message>
            <source>Island board games for friends at one computer and against the computer</source>
            <translation type="vanished">島嶼桌上遊戲：與朋友在同一台電腦上對戰，或挑戰電腦對手</translation>
        </message>
        <message>
            <source>Keep this game?</source>
            <translation>保留這局遊戲？</translation>
        </message>
        <message>
            <source>Leave it unsaved</source>
            <translation>不存檔離開</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation type="vanished">新遊戲…</translation>
        </message>
        <message>
            <source>Nothing to undo since the last roll, reveal or other player's move.</source>
            <translation>自上次擲骰、公開資訊或其他玩家的行動以來，沒有可以復原的動作。</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>開啟已儲存的遊戲</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation type="vanished">開啟已儲存的遊戲…</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>偏好設定</translation>
        </message>
        <message>
            <source>Resume game?</source>
            <translation type="vanished">繼續遊戲？</translation>
        </message>
        <message>
            <source>Resume last game</source>
            <translation type="vanished">繼續上一場遊戲</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>已儲存至 {path}</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>存檔…</translation>
        </message>
        <message>
            <source>The autosave was damaged; the game goes on from its last safe copy.</source>
            <translation>自動存檔已損壞；遊戲從最後一份安全副本繼續。</translation>
        </message>
        <message>
            <source>The game in progress could not be autosaved ({error}), so it would be lost. Save it first?</source>
            <translation>進行中的遊戲無法自動存檔（{error}），離開就會遺失。要先存檔嗎？</translation>
        </message>
        <message>
            <source>The preferences dialog is not available: {error}</source>
            <translation>無法開啟偏好設定對話框：{error}</translation>
        </message>
        <message>
            <source>The rules window is not available: {error}</source>
            <translation>無法開啟規則視窗：{error}</translation>
        </message>
        <message>
            <source>This game is open in another giantapp window. Close it there to continue it here.</source>
            <translation>這局遊戲已在另一個 giantapp 視窗中開啟。請先在那裡關閉，才能在這裡繼續。</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>復原</translation>
        </message>
        <message>
            <source>Your game of {title} is kept: continue it from the start page.</source>
            <translation>你的{title}遊戲已保留：可從開始頁面繼續。</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>giantapp saved games (*.giantapp.json *.json)</source>
            <translation>giantapp 遊戲存檔 (*.giantapp.json *.json)</translation>
        </message>
        <message>
            <source>giantapp {version}
Giants and Hawaii for the desktop: hotseat and against the computer.</source>
            <translation>giantapp {version}
桌面版神秘巨石像與夏威夷：可在同一台電腦輪流對戰，也可挑戰電腦。</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 正在思考…</translation>
        </message>
        <message>
            <source>{name}, check your move. Until you press Done, Undo (Ctrl+Z) takes it back.</source>
            <translation>{name}，請確認你的行動。按下「完成」之前，復原（Ctrl+Z）可以收回。</translation>
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
            <translation type="vanished">{title}，{players}（已進行 {count} 個動作）</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>A person at this computer; hand-offs keep secret choices private.</source>
            <translation>坐在這台電腦前的玩家；交接畫面會讓秘密選擇保持隱密。</translation>
        </message>
        <message>
            <source>Answers at once with a sensible move, with some variety; avoids obvious blunders.</source>
            <translation>立即下出合理的一步，帶些變化；避開明顯的失誤。</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>藍</translation>
        </message>
        <message>
            <source>Choose a game.</source>
            <translation>請選擇一款遊戲。</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>顏色</translation>
        </message>
        <message>
            <source>Compares its best moves over many sampled situations, each played a turn ahead; thinks for about a second per move.</source>
            <translation>在許多抽樣推想的局面中比較自己最好的幾步，每步都往後推演一輪；每步約思考一秒。</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>電腦（{level}）</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>綠</translation>
        </message>
        <message>
            <source>Hotseat: no hand-offs are needed.</source>
            <translation>同機輪流：不需要交接。</translation>
        </message>
        <message>
            <source>Hotseat: the computer is passed from player to player only around the secret bid.</source>
            <translation>同機輪流：只在秘密出價前後才需要把電腦交給下一位玩家。</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <source>Looks at several possible hidden situations and a turn ahead; thinks for a moment.</source>
            <translation>推想幾種可能的隱藏情況，並往後看一輪；稍作思考。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>粉紅</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>玩家類型</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <source>Plays any legal move at random: for trying out the rules.</source>
            <translation>隨機下任何合法的一步：適合用來試玩規則。</translation>
        </message>
        <message>
            <source>Rules and variants</source>
            <translation>規則與變體</translation>
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
            <translation>座位 {n} 需要一個名字。</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation>隨機種子（可不填）：</translation>
        </message>
        <message>
            <source>Sky blue</source>
            <translation>天藍</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>The same seed with the same choices deals the same game.</source>
            <translation>相同的種子配上相同的選擇，會產生同樣的遊戲。</translation>
        </message>
        <message>
            <source>The seed must be a whole number (or empty for a random game).</source>
            <translation>種子必須是整數（留空則為隨機遊戲）。</translation>
        </message>
        <message>
            <source>The seed must be between 0 and 2^63.</source>
            <translation>種子必須介於 0 到 2^63 之間。</translation>
        </message>
        <message>
            <source>Two seats have the same colour.</source>
            <translation>有兩個座位的顏色相同。</translation>
        </message>
        <message>
            <source>Two seats have the same name; hand-offs would be confusing.</source>
            <translation>有兩個座位的名字相同；交接時會造成混淆。</translation>
        </message>
        <message>
            <source>Vermilion</source>
            <translation>朱紅</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <source>at random</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>random</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>random moves</source>
            <translation>隨機走法</translation>
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
            <translation>遊戲在此局面已結束；請退回較早的局面再繼續遊玩。</translation>
        </message>
        <message>
            <source>The unfinished game in the autosave could not be kept ({error}); nothing was started.</source>
            <translation type="vanished">無法保留自動存檔中未完成的遊戲（{error}）；沒有開始新遊戲。</translation>
        </message>
        <message>
            <source>The unfinished game that was in the autosave is kept in {path}.</source>
            <translation type="vanished">原本在自動存檔中的未完成遊戲已保留於 {path}。</translation>
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
            <translation>退格鍵</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Game over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <source>Game over. Winner: {names}</source>
            <translation>遊戲結束。勝利者：{names}</translation>
        </message>
        <message>
            <source>The game is not over: only one player's view can be shown.</source>
            <translation>遊戲尚未結束：只能顯示一位玩家的視角。</translation>
        </message>
        <message>
            <source>This is a review: nothing can be played here. Use “Play from here” to continue the game.</source>
            <translation>這是回顧：這裡不能下任何一步。請使用「從這裡開始玩」繼續遊戲。</translation>
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
            <translation>{name} 的視角</translation>
        </message>
        <message>
            <source>Cannot play from here</source>
            <translation>無法從這裡開始玩</translation>
        </message>
        <message>
            <source>Cannot review {name}</source>
            <translation>無法回顧 {name}</translation>
        </message>
        <message>
            <source>Click a line to see the game right after it.</source>
            <translation>點一行，即可看到該行動作剛完成時的局面。</translation>
        </message>
        <message>
            <source>Drag to any moment of the game; the marks are the starts of the rounds.</source>
            <translation>拖曳到遊戲中的任何時刻；刻度標示每一輪的開始。</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>結尾 ▶|</translation>
        </message>
        <message>
            <source>Every secret of every player, at every moment.</source>
            <translation>每位玩家在每個時刻的所有秘密。</translation>
        </message>
        <message>
            <source>Everything (the game is over)</source>
            <translation>全部（遊戲已結束）</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>退一步（左方向鍵）</translation>
        </message>
        <message>
            <source>One action forward (Right)</source>
            <translation>進一步（右方向鍵）</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>從這裡開始玩…</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>遊戲中的位置</translation>
        </message>
        <message>
            <source>Public facts only</source>
            <translation>只顯示公開資訊</translation>
        </message>
        <message>
            <source>Review a game</source>
            <translation>回顧遊戲</translation>
        </message>
        <message>
            <source>Review: {title}</source>
            <translation>回顧：{title}</translation>
        </message>
        <message>
            <source>Review: {title} — {file}</source>
            <translation>回顧：{title} — {file}</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>下一輪 ▶▶</translation>
        </message>
        <message>
            <source>Show {name}'s view?</source>
            <translation>顯示 {name} 的視角？</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>顯示：</translation>
        </message>
        <message>
            <source>Start a new game from this position, with the seats chosen again; the game under review is not changed.</source>
            <translation>從這個局面開始一局新遊戲，重新選擇各座位的玩家；正在回顧的遊戲不會被更改。</translation>
        </message>
        <message>
            <source>The game is not over: this shows {name}'s secrets. Only {name} should look.</source>
            <translation>遊戲尚未結束：這會顯示 {name} 的秘密。只有 {name} 應該看。</translation>
        </message>
        <message>
            <source>The game is over here: step back to play on from an earlier moment.</source>
            <translation>遊戲在這裡已結束：請退回較早的時刻再繼續遊玩。</translation>
        </message>
        <message>
            <source>The last position (End)</source>
            <translation>最後的局面（End 鍵）</translation>
        </message>
        <message>
            <source>The setup before the first action (Home)</source>
            <translation>第一步之前的準備（Home 鍵）</translation>
        </message>
        <message>
            <source>The start of the next round (Page Down)</source>
            <translation>下一輪的開始（Page Down 鍵）</translation>
        </message>
        <message>
            <source>The start of the next turn (Down)</source>
            <translation>下一回合的開始（下方向鍵）</translation>
        </message>
        <message>
            <source>The start of the previous turn (Up)</source>
            <translation>上一回合的開始（上方向鍵）</translation>
        </message>
        <message>
            <source>The start of this round, or of the one before (Page Up)</source>
            <translation>這一輪的開始，或上一輪的開始（Page Up 鍵）</translation>
        </message>
        <message>
            <source>This record stops being legal at action {number} ({reason}); the review shows the game up to there.</source>
            <translation>這份紀錄在第 {number} 步起不合規則（{reason}）；回顧只顯示到該處為止。</translation>
        </message>
        <message>
            <source>Turn ▶</source>
            <translation>下一回合 ▶</translation>
        </message>
        <message>
            <source>Whose view the table shows. While a game is unfinished, only one player's view can be shown, never everything.</source>
            <translation>桌面顯示誰的視角。遊戲未結束時，只能顯示一位玩家的視角，絕不會顯示全部。</translation>
        </message>
        <message>
            <source>cannot read {file}: {reason}</source>
            <translation>無法讀取 {file}：{reason}</translation>
        </message>
        <message>
            <source>giantapp games (*.giantapp.json *.json)</source>
            <translation>giantapp 遊戲 (*.giantapp.json *.json)</translation>
        </message>
        <message>
            <source>the file holds no game</source>
            <translation>這個檔案沒有任何遊戲</translation>
        </message>
        <message>
            <source>{file} is not a text file</source>
            <translation>{file} 不是文字檔</translation>
        </message>
        <message>
            <source>{where} · round {round}</source>
            <translation>{where} · 第 {round} 輪</translation>
        </message>
        <message>
            <source>|◀ Start</source>
            <translation>|◀ 開頭</translation>
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
            <translation>◀◀ 上一輪</translation>
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
            <translation>灌溉系統</translation>
        </message>
        <message>
            <source>Islands</source>
            <translation>島嶼</translation>
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
            <translation>II 面長屋</translation>
        </message>
        <message>
            <source>Moai</source>
            <translation>石像</translation>
        </message>
        <message>
            <source>Order position 1</source>
            <translation>順序位置 1</translation>
        </message>
        <message>
            <source>Prestige</source>
            <translation>威望</translation>
        </message>
        <message>
            <source>Round scoring</source>
            <translation>回合計分</translation>
        </message>
        <message>
            <source>Spears</source>
            <translation>長矛</translation>
        </message>
        <message>
            <source>Tablet pairs</source>
            <translation type="vanished">木簡（每 2 片）</translation>
        </message>
        <message>
            <source>Tablets</source>
            <translation>木簡</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總分</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>No scores to show.</source>
            <translation>沒有可顯示的分數。</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>輪</translation>
        </message>
        <message>
            <source>Score after each round</source>
            <translation>每輪結束時的分數</translation>
        </message>
        <message>
            <source>start</source>
            <translation>開始</translation>
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
            <translation>新遊戲將從這個局面（第 {count} 步之後）開始。你正在回顧的檔案不會被更改。每個座位由誰來玩？</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>電腦（{level}）</translation>
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
            <translation>從這裡開始玩</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>玩家類型</translation>
        </message>
        <message>
            <source>Seat {n} needs a name.</source>
            <translation>座位 {n} 需要一個名字。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Two seats have the same name; hand-offs would be confusing.</source>
            <translation>有兩個座位的名字相同；交接時會造成混淆。</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <source>Autosave failed ({error}); use Game › Save.</source>
            <translation>自動存檔失敗（{error}）；請使用「遊戲 › 存檔」。</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <source>Game over. Winner: {names}</source>
            <translation>遊戲結束。勝利者：{names}</translation>
        </message>
        <message>
            <source>It is not your decision now.</source>
            <translation>現在不是由你決定。</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>無法執行：{reason}</translation>
        </message>
        <message>
            <source>Passing the computer…</source>
            <translation>正在交出電腦…</translation>
        </message>
        <message>
            <source>Revealed: {action}</source>
            <translation>公開：{action}</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <source>Seat {n} needs a name.</source>
            <translation>座位 {n} 需要一個名字。</translation>
        </message>
        <message>
            <source>The computer player of {name} failed ({error}).</source>
            <translation>{name} 的電腦玩家出錯了（{error}）。</translation>
        </message>
        <message>
            <source>The computer player of {name} failed ({error}); it plays a random move.</source>
            <translation>{name} 的電腦玩家發生錯誤（{error}）；改為隨機行動。</translation>
        </message>
        <message>
            <source>The rules refused a chance outcome: {reason}</source>
            <translation>規則拒絕了這個機率結果：{reason}</translation>
        </message>
        <message>
            <source>has made a secret choice</source>
            <translation>已做出秘密選擇</translation>
        </message>
        <message>
            <source>revealed: {action}</source>
            <translation type="vanished">公開：{action}</translation>
        </message>
        <message>
            <source>takes back: {action}</source>
            <translation type="vanished">收回：{action}</translation>
        </message>
        <message>
            <source>the rules could not apply this action ({error})</source>
            <translation>規則無法執行這個動作（{error}）</translation>
        </message>
        <message>
            <source>{name} has made a secret choice</source>
            <translation>{name} 已做出秘密選擇</translation>
        </message>
        <message>
            <source>{name} takes back: {action}</source>
            <translation>{name} 收回：{action}</translation>
        </message>
        <message>
            <source>{name}: check the result, then press Done (Undo takes it back).</source>
            <translation>{name}：請確認結果，然後按「完成」（復原可以收回）。</translation>
        </message>
        <message>
            <source>{status} — {name} has only one choice, open to all: no hand-off needed.</source>
            <translation>{status} — {name} 只有一個選擇，而且所有人都看得到：不需要交接。</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Animation speed:</source>
            <translation>動畫速度：</translation>
        </message>
        <message>
            <source>Ask before ending a turn</source>
            <translation>結束回合前先詢問</translation>
        </message>
        <message>
            <source>Colour-blind safe palette</source>
            <translation>色盲友善配色</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>語言：</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>一般</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>On: whenever your move ends your part (before the computer players move, before dice are rolled or tokens drawn, before the next player's turn, before the game ends), the table waits until you press "Done", and until then Undo takes the move back. Off: you are asked only when the computer is then passed to another player (hotseat), so a hand-off never comes before you are done.</source>
            <translation>開啟：每當你的行動結束了你的部分（電腦玩家行動之前、擲骰或抽取標記之前、下一位玩家的回合之前、遊戲結束之前），牌桌都會等你按下「完成」，在那之前復原可以收回這一步。關閉：只有在接著要把電腦交給另一位玩家時（同機輪流）才會詢問，因此在你完成之前絕不會交接。</translation>
        </message>
        <message>
            <source>Player colours are chosen to stay distinct for every kind of colour blindness, and each player also has their own shape and pattern.</source>
            <translation>玩家顏色經過挑選，各種色盲都能分辨；每位玩家另有各自的形狀和花紋。</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>System language</source>
            <translation type="vanished">系統語言</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>系統語言（{language}）</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>鍵盤快捷鍵</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按鍵</translation>
        </message>
        <message>
            <source>On the {game} table</source>
            <translation>{game}遊戲桌上</translation>
        </message>
        <message>
            <source>Start or continue a game to see the table's own keys here too.</source>
            <translation>開始或繼續一局遊戲，這裡也會列出遊戲桌自己的按鍵。</translation>
        </message>
        <message>
            <source>The {game} table names its own keys on its buttons and in its prompts.</source>
            <translation>{game}遊戲桌自己的按鍵寫在它的按鈕和提示上。</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>作用</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>視窗</translation>
        </message>
    </context>
    <context>
        <name>TitlePage</name>
        <message>
            <source>Against the computer (people's wins):</source>
            <translation>對戰電腦（真人勝場）：</translation>
        </message>
        <message>
            <source>Average score:</source>
            <translation>平均分數：</translation>
        </message>
        <message>
            <source>Best score:</source>
            <translation>最高分數：</translation>
        </message>
        <message>
            <source>Computer ({level}):</source>
            <translation>電腦（{level}）：</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>結束時間</translation>
        </message>
        <message>
            <source>Games played:</source>
            <translation>已玩局數：</translation>
        </message>
        <message>
            <source>Games with hints:</source>
            <translation>使用提示的局數：</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Level {level}:</source>
            <translation type="vanished">{level}等級：</translation>
        </message>
        <message>
            <source>No games of people against the computer yet.</source>
            <translation>還沒有真人對戰電腦的遊戲。</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>玩家與分數</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>勝利者</translation>
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
            <translation>{played} 局中勝 {won} 局</translation>
        </message>
    </context>
    <context>
        <name>WelcomePage</name>
        <message>
            <source>Continue: {game}</source>
            <translation>繼續：{game}</translation>
        </message>
        <message>
            <source>Continue: {title}, {players} players, round {round}, {when}</source>
            <translation type="vanished">繼續：{title}，{players} 位玩家，第 {round} 回合，{when}</translation>
        </message>
        <message>
            <source>Continue: {title}, {players} players, {count} actions, {when}</source>
            <translation type="vanished">繼續：{title}，{players} 位玩家，{count} 個動作，{when}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>Easter Island: bid for the dice, carve moai in the quarry, haul them across the island with relays of men and logs, and raise them on the ahu for prestige.</source>
            <translation>復活節島：競拍擲出的石像，在採石場鑿刻，靠人力接力與圓木把石像運過全島，再把它們建在石台上贏得威望。</translation>
        </message>
        <message>
            <source>Five rounds on the islands: walk your chief to buy huts, boats and temples with shells, go fishing, sail to the outer islands and honour the gods.</source>
            <translation>在群島上進行五輪：帶著酋長四處走動，用貝殼購買小屋、船和神廟，出海捕魚，航向外圍島嶼並敬奉眾神。</translation>
        </message>
        <message>
            <source>Giants · Hawaii</source>
            <translation>神秘巨石像 · 夏威夷</translation>
        </message>
        <message>
            <source>Island board games for friends at one computer and against the computer</source>
            <translation>島嶼桌上遊戲：與朋友在同一台電腦上對戰，或挑戰電腦對手</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>開啟已儲存的遊戲…</translation>
        </message>
        <message>
            <source>Resume last game</source>
            <translation type="vanished">繼續上一場遊戲</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>未完成的遊戲</translation>
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
            <translation>{title}，{players} 位玩家，{count} 個動作，{when}</translation>
        </message>
        <message>
            <source>…and {count} more.</source>
            <translation>…還有 {count} 項。</translation>
        </message>
    </context>
</TS>
