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
    property alias page: tilePages.page
    // The pinyin keyboard or the handwriting pad in place of the tiles (always for a 上联).
    property bool typing: false
    // Which of the two: the pad for a visitor who writes rather than spells.
    property bool handwriting: false
    readonly property bool handwritingOffered: HandwritingInput.available && !outOfService
    readonly property var presets: KioskConfig.presetWishes
    readonly property int pages: tilePages.pages
    readonly property bool outOfService: form.outOfService

    WishForm {
        id: form
        service: CoupletService
        defaultKind: KioskConfig.defaultKind
        onSubmitted: root.writing()
        Component.onCompleted: clear()
    }

    function clear() {
        form.clear()
        page = 0
        typing = false
        handwriting = false
        PinyinInput.clear()
        HandwritingInput.clear()
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
        handwriting = false
    }
    // EVENT, a key of a keyboard at the booth: pinyin on the keyboard's candidates (shown for a
    // wish too, in place of the tiles, once a letter is typed). Whether it was taken.
    function pinyinKey(event) {
        if (outOfService || !keyboard.takeKey(event))
            return false
        if (PinyinInput.letters !== "") {
            typing = true
            handwriting = false  // a keyboard's letters show on the pinyin keyboard's candidates
        }
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
        id: column
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, 1400)
        spacing: 28
        // Laid out for a screen 1080 px tall or more; on a shorter one (1366x768, 1280x720,
        // 1024x768) the whole form is drawn smaller rather than its kinds and buttons cut off
        // at the bottom. Touch follows the scale.
        scale: Math.min(1, root.height * 0.96 / Math.max(1, implicitHeight))
        // The keys or the pad shown on a screen too short for them and the headings at full
        // size: the year's title gives its room to the keys, and where that is not enough the
        // line that says what to do too (at 1366x768 the keys keep their 80 px instead of 73; at
        // 800x480 the pad is a third larger). The body below the headings is measured apart.
        readonly property bool keysShown: keyboard.visible || pad.visible
        readonly property real bodyHeight: (status.visible ? status.implicitHeight + spacing : 0) + body.implicitHeight
        readonly property bool showsTitle: !keysShown || bodyHeight + title.implicitHeight + prompt.implicitHeight
                                                         + 2 * spacing <= root.height * 0.96
        readonly property bool showsPrompt: !keysShown || bodyHeight + prompt.implicitHeight + spacing <= root.height * 0.96
        Text {
            id: status
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
            id: title
            visible: column.showsTitle
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
            id: prompt
            visible: column.showsPrompt
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: form.kind === "duilian" ? qsTr("写下上联，Kaimen 对下联") : qsTr("选一个心愿，或写下两个字")
            color: Theme.gold
            font.family: Theme.brushFont
            font.pixelSize: 44
        }
        // Everything but the headings: what the visitor touches.
        ColumnLayout {
            id: body
            // The column's width: a layout's own width would be its widest child's.
            Layout.preferredWidth: column.width
            spacing: column.spacing
            WishTilePages {
                id: tilePages
                Layout.alignment: Qt.AlignHCenter
                presets: root.presets
                room: column.width
                tilesEnabled: form.canSubmitPreset
                visible: form.kind !== "duilian" && !root.typing
                onPicked: function(word) { form.submitWord(word) }
            }

            PinyinKeyboard {
                id: keyboard
                Layout.alignment: Qt.AlignHCenter
                visible: (root.typing || form.kind === "duilian") && !root.outOfService && !root.handwriting
                key: Math.min(80, root.width / 13)
                phrases: form.kind === "duilian"
                onCommitted: function(text) { form.append(text) }
                onDeleteBack: form.backspace()
            }
            HandwritingPad {
                id: pad
                Layout.alignment: Qt.AlignHCenter
                visible: (root.typing || form.kind === "duilian") && root.handwriting && root.handwritingOffered
                key: Math.min(80, root.width / 13)
                // A portrait screen has height to spare: half its width to write on.
                side: Math.max(key * 4.6, root.height > root.width ? Math.min(root.width * 0.5, 480) : 0)
                onCommitted: function(text) { form.append(text) }
                onDeleteBack: form.backspace()
            }

            // The ways to give the wish, the field and 写春联: one row where the screen is wide enough,
            // else the two ways above the field (a portrait screen).
            GridLayout {
                id: entryRow
                readonly property bool oneRow: ways.implicitWidth + input.Layout.preferredWidth + writeButton.implicitWidth
                                               + 2 * columnSpacing <= column.width
                Layout.alignment: Qt.AlignHCenter
                Layout.fillWidth: false  // its own width, centred; at most the column's
                Layout.maximumWidth: column.width
                columns: oneRow ? 3 : 2
                columnSpacing: 18
                rowSpacing: 18
                RowLayout {
                    id: ways
                    Layout.columnSpan: entryRow.oneRow ? 1 : 2
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 18
                    // Not the buttons' own visible: a hidden row's children read as hidden.
                    visible: !root.outOfService && (form.kind !== "duilian" || root.handwritingOffered)
                    GoldButton {
                        id: tilesButton
                        text: root.typing ? qsTr("选心愿") : qsTr("拼音输入")
                        visible: form.kind !== "duilian" && !root.outOfService
                        onClicked: {
                            root.typing = !root.typing
                            root.handwriting = false
                            PinyinInput.clear()
                        }
                    }
                    // Handwriting for a visitor who cannot spell the wish; pinyin again from there.
                    GoldButton {
                        id: methodButton
                        readonly property bool toPad: !(root.handwriting && (root.typing || form.kind === "duilian"))
                        text: toPad ? qsTr("手写输入") : qsTr("拼音输入")
                        visible: root.handwritingOffered
                        onClicked: {
                            root.handwriting = toPad
                            root.typing = true
                            PinyinInput.clear()
                        }
                    }
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
                    id: writeButton
                    text: qsTr("写春联")
                    enabled: form.canSubmit
                    onClicked: { PinyinInput.clear(); HandwritingInput.clear(); form.submit() }
                }
            }
            // For a visitor reading English: what the word typed or picked among the candidates
            // means, before it is written (jixiang offers 吉祥, 几项 and 机箱 alike).
            Text {
                objectName: "typedGloss"
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                text: form.kind === "duilian" ? "" : Shown.wishGloss(form.text)
                visible: text !== ""
                color: Theme.paleGold
                font.pixelSize: 26
            }

            CoupletKinds {
                Layout.alignment: Qt.AlignHCenter
                Layout.fillWidth: false  // its own width, centred; at most the column's
                Layout.maximumWidth: column.width
                kind: form.kind
                onChosen: function(kind) { form.kind = kind }
            }

            Text {
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
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
}
