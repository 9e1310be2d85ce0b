import QtQuick
import Kaimen.Backend

// A wish tile: the word in the visitor's script and, for a visitor reading English, what it
// means under it (rúyì · as one wants), so that someone who reads no Chinese picks a wish by its
// meaning. The tile grows to hold that line.
GoldButton {
    id: root
    required property string word
    readonly property string gloss: Shown.tileGloss(word)
    // The height of a tile without a gloss; the word keeps its size either way.
    readonly property real wordHeight: Math.max(72, 15 * Screen.pixelDensity)
    implicitHeight: gloss === "" ? wordHeight : wordHeight * 1.5
    text: Shown.text(word)
    font.pixelSize: wordHeight * 0.5
    contentItem: Column {
        Text {
            width: parent.width
            // The button sizes its content to fit inside its padding.
            height: parent.height * (root.gloss === "" ? 1 : 0.6)
            text: root.text
            font: root.font
            color: root.selected ? Theme.deepRed : Theme.gold
            opacity: root.enabled ? 1.0 : 0.45
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: root.gloss === "" ? Text.AlignVCenter : Text.AlignBottom
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 14
        }
        Text {
            objectName: "gloss"
            visible: root.gloss !== ""
            width: parent.width
            height: parent.height * 0.4
            text: root.gloss
            color: Theme.paleGold
            opacity: root.enabled ? 1.0 : 0.45
            font.pixelSize: Math.max(13, root.wordHeight * 0.2)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
    }
}
