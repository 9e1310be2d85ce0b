pragma Singleton
import QtQml

// What a key of a keyboard plugged in at the booth types, for every scene that takes keys (the
// closed gate, the pinyin keyboard, the wish form, the admin panel's word entry).
QtObject {
    // Whether EVENT is a shortcut (with Ctrl, Alt or the system key), no text for a form.
    function isShortcut(event) {
        return (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)) !== 0
    }
    // EVENT's text where it is one a person typed (a letter, a digit, a mark), else "".
    function typedText(event) {
        const code = event.text.length > 0 ? event.text.charCodeAt(0) : 0
        return isShortcut(event) || code < 0x20 || code === 0x7f ? "" : event.text
    }
    // The Latin letter EVENT types, in lower case (a pinyin letter), else "".
    function letter(event) {
        const typed = typedText(event).toLowerCase()
        return typed.length === 1 && typed >= "a" && typed <= "z" ? typed : ""
    }
}
