import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kaimen.Backend

// Where the visitor gives a wish word (or a 上联) and chooses how it is written. The form
// (WishForm) decides what may be sent and says what is wrong; this shows it.
Item {
    id: root
    signal writing()
    property alias kind: form.kind
    property int page: 0
    // The pinyin keyboard in place of the tiles (always for a 上联).
    property bool typing: false
    readonly property int perPage: 8
    readonly property var presets: KioskConfig.presetWishes
    readonly property int pages: Math.ceil(presets.length / perPage)
    readonly property bool outOfService: form.outOfService

    WishForm {
        id: form
        service: CoupletService
        defaultKind: KioskConfig.defaultKind
        onSubmitted: root.writing()
        Component.onCompleted: clear()
    }

    // 上页 (step -1) or 下页 (step 1) through the wish tiles.
    component PageButton: GoldButton {
        property int step: 1
        text: step < 0 ? qsTr("上页") : qsTr("下页")
        visible: root.pages > 1
        enabled: step < 0 ? root.page > 0 : root.page < root.pages - 1
        onClicked: root.page += step
    }

    function clear() {
        form.clear()
        page = 0
        typing = false
        PinyinInput.clear()
    }

    // A keyboard at the booth types into the form as soon as the screen is up, without the text
    // field's focus (a centred field hides its hint, 两字心愿, while it has the focus).
    onVisibleChanged: if (visible) root.forceActiveFocus()
    // Back from the admin panel, whose word entry had the keys.
    onEnabledChanged: if (enabled && visible) root.forceActiveFocus()
    Keys.onPressed: function(event) { event.accepted = root.formKey(event) }

    // LETTER, typed at the closed gate, as the first of the wish's pinyin.
    function typeLetter(letter) {
        if (outOfService || !PinyinInput.available)
            return
        PinyinInput.type(letter)
        typing = true
    }
    // EVENT, a key of a keyboard at the booth: pinyin on the keyboard's candidates (shown for a
    // wish too, in place of the tiles, once a letter is typed). Whether it was taken.
    function pinyinKey(event) {
        if (outOfService || !keyboard.takeKey(event))
            return false
        if (PinyinInput.letters !== "")
            typing = true
        return true
    }
    // The same with the text field untouched: what the field would do with the key, done to the
    // form (⌫, Enter, digits and marks typed).
    function formKey(event) {
        if (outOfService || TypedKeys.isShortcut(event))
            return false
        if (pinyinKey(event))
            return true
        if (event.key === Qt.Key_Backspace)
            form.backspace()
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
            form.submit()
        else if (TypedKeys.typedText(event) !== "")
            form.append(event.text)
        else
            return false
        return true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, 1400)
        spacing: 28
        // Laid out for a screen 1080 px tall or more; on a shorter one (1366x768, 1280x720,
        // 1024x768) the whole form is drawn smaller rather than its kinds and buttons cut off
        // at the bottom. Touch follows the scale.
        scale: Math.min(1, root.height * 0.96 / Math.max(1, implicitHeight))

        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: root.outOfService || form.warmingUp
            text: root.outOfService ? qsTr("笔墨暂歇 · 下面的心愿仍可取一副写好的春联") : qsTr("正在研墨备笔 · 片刻即可书写")
            color: Theme.paleGold
            font.family: Theme.brushFont
            font.pixelSize: 40
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            // Smaller letters on a screen too narrow for the title at full size.
            Layout.maximumWidth: parent.width
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 40
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("开门见喜") + " · " + Shown.text(FestivalYear.title)
            color: Theme.gold
            style: Text.Raised
            styleColor: Theme.ink
            font.family: Theme.brushFont
            font.pixelSize: 84
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: form.kind === "duilian" ? qsTr("写下上联，Kaimen 对下联") : qsTr("选一个心愿，或写下两个字")
            color: Theme.gold
            font.family: Theme.brushFont
            font.pixelSize: 44
        }
        // The wish tiles with 上页 / 下页 beside them, or below them where the screen is too
        // narrow for both in one row (a portrait screen).
        GridLayout {
            id: tileArea
            readonly property bool pagersBeside: tiles.implicitWidth + 2 * (previousPage.implicitWidth + columnSpacing)
                                                 <= parent.width
            Layout.alignment: Qt.AlignHCenter
            columns: pagersBeside ? 3 : 2
            columnSpacing: 18
            rowSpacing: 18
            visible: form.kind !== "duilian" && !root.typing
            PageButton {
                id: previousPage
                step: -1
                Layout.row: tileArea.pagersBeside ? 0 : 1
                Layout.column: 0
                Layout.alignment: tileArea.pagersBeside ? Qt.AlignVCenter : Qt.AlignRight
            }
            Grid {
                id: tiles
                Layout.row: 0
                Layout.column: tileArea.pagersBeside ? 1 : 0
                Layout.columnSpan: tileArea.pagersBeside ? 1 : 2
                Layout.alignment: Qt.AlignHCenter
                columns: 4
                spacing: 18
                Repeater {
                    model: root.presets.slice(root.page * root.perPage, (root.page + 1) * root.perPage)
                    WishTile {
                        required property string modelData
                        // Shown in the visitor's script (飛躍 in Traditional Chinese); sent as stored.
                        word: modelData
                        // Narrower tiles where four at full width do not fit the screen.
                        implicitWidth: Math.min(wordHeight * 2.6, (tileArea.parent.width - 3 * tiles.spacing) / 4)
                        enabled: form.canSubmitPreset
                        onClicked: form.submitWord(modelData)
                    }
                }
            }
            PageButton {
                step: 1
                Layout.row: tileArea.pagersBeside ? 0 : 1
                Layout.column: tileArea.pagersBeside ? 2 : 1
                Layout.alignment: tileArea.pagersBeside ? Qt.AlignVCenter : Qt.AlignLeft
            }
        }

        PinyinKeyboard {
            id: keyboard
            Layout.alignment: Qt.AlignHCenter
            visible: (root.typing || form.kind === "duilian") && !root.outOfService
            key: Math.min(80, root.width / 13)
            phrases: form.kind === "duilian"
            onCommitted: function(text) { form.append(text) }
            onDeleteBack: form.backspace()
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: false  // its own width, centred; at most the column's
            Layout.maximumWidth: parent.width
            spacing: 18
            GoldButton {
                text: root.typing ? qsTr("选心愿") : qsTr("拼音输入")
                visible: form.kind !== "duilian" && !root.outOfService
                onClicked: { root.typing = !root.typing; PinyinInput.clear() }
            }
            TextField {
                id: input
                enabled: !root.outOfService
                text: form.text
                onTextEdited: form.text = text
                // As wide as asked where the row has room, narrower on a narrow screen.
                Layout.fillWidth: true
                Layout.minimumWidth: 160
                Layout.maximumWidth: form.kind === "duilian" ? 760 : 360
                Layout.preferredWidth: Layout.maximumWidth
                Layout.preferredHeight: 96
                font.family: Theme.brushFont
                font.pixelSize: 56
                horizontalAlignment: TextInput.AlignHCenter
                placeholderText: PinyinInput.preedit !== "" ? PinyinInput.preedit
                                 : form.kind === "duilian" ? qsTr("请输入上联") : qsTr("两字心愿")
                color: Theme.ink
                // The placeholder, or the pinyin being composed, shows where the next characters go.
                placeholderTextColor: PinyinInput.preedit !== "" ? Theme.vermilion : "#9b7b6a"
                onAccepted: form.submit()
                // Touched, the field has the focus: its keys spell pinyin too.
                Keys.onPressed: function(event) { event.accepted = root.pinyinKey(event) }
                background: Rectangle { radius: 12; color: "#fff4dc"; border.color: Theme.gold; border.width: 3 }
            }
            GoldButton {
                text: qsTr("写春联")
                enabled: form.canSubmit
                onClicked: { PinyinInput.clear(); form.submit() }
            }
        }
        // For a visitor reading English: what the word typed or picked among the candidates
        // means, before it is written (jixiang offers 吉祥, 几项 and 机箱 alike).
        Text {
            objectName: "typedGloss"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: form.kind === "duilian" ? "" : Shown.wishGloss(form.text)
            visible: text !== ""
            color: Theme.paleGold
            font.pixelSize: 26
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: false  // its own width, centred; at most the column's
            Layout.maximumWidth: parent.width
            spacing: 14
            // Keys in the model, words in the delegate: a language switch then re-reads the
            // words without rebuilding the buttons (rebuilding them inside a layout while Qt 6.4
            // retranslates crashes).
            Repeater {
                model: ["cangtou", "qianzi", "theme", "duilian"]
                GoldButton {
                    required property string modelData
                    text: modelData === "cangtou" ? qsTr("藏头") : modelData === "qianzi" ? qsTr("嵌字")
                        : modelData === "theme" ? qsTr("主题") : qsTr("对下联")
                    selected: form.kind === modelData
                    onClicked: form.kind = modelData
                    // Full width where the row has room; on a narrow screen down to the word's.
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    Layout.minimumWidth: contentItem.implicitWidth + 16
                }
            }
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: form.problem
            visible: text !== ""
            color: Theme.gold
            font.pixelSize: 30
        }
        // The two characters the visitor probably meant, one tap away (王建国 → 写“建国”).
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            visible: form.suggestions.length > 0
            spacing: 18
            Repeater {
                model: form.suggestions
                GoldButton {
                    required property string modelData
                    objectName: "suggestion_" + modelData
                    text: qsTr("写“%1”").arg(Shown.text(modelData))
                    enabled: form.canSubmit
                    onClicked: { PinyinInput.clear(); form.text = Shown.text(modelData); form.submit() }
                }
            }
        }
    }
}
