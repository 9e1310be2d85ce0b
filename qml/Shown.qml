pragma Singleton
import QtQml
import Kaimen.Backend

// Text the booth holds in Simplified characters (couplets, wishes, names) as the visitor reads it:
// in Traditional characters when the kiosk's language is zh_TW. Every scene goes through here,
// because Language.display is C++ and a binding that calls it alone does not know it depends on
// the language; reading Language.code here makes every binding that calls Shown.text update on
// a live switch.
QtObject {
    function text(simplified) {
        return Language.code === "zh_TW" ? Language.display(simplified) : simplified
    }
    // TEXT from C++ (its tr()), read again after a language switch: a binding that passes a C++
    // property through here re-reads it when the language changes, as one with qsTr() is
    // (QQmlEngine::retranslate() refreshes only those). Without it the PIN pad's title stayed in
    // Chinese on an English kiosk's first start: the panel is made before the language is set.
    function retranslated(text) {
        void Language.code
        return text
    }
    // What a wish word means, for a visitor reading English (WishGlosses); "" in Chinese.
    // tileGloss: pinyin and first sense (a tile, the written couplet's wish); wishGloss: every
    // sense (the word picked among the pinyin candidates), or a 横批's meaning.
    function tileGloss(word) {
        return Language.code === "en" ? WishGlosses.brief(word) : ""
    }
    function wishGloss(word) {
        return Language.code === "en" ? WishGlosses.full(word) : ""
    }
    // The banner over the door and what it wishes, as a line ("Over the door, 平安是福: peace is
    // a blessing"); "" in Chinese. FROM_RIGHT: it hangs over a 上联 on the right and is read from
    // the right, which a visitor reading English is told (it shows as 福是安平 to a left-to-right eye).
    function bannerLine(banner, fromRight) {
        const gloss = wishGloss(banner)
        if (gloss === "")
            return ""
        return (fromRight ? qsTr("横批「%1」（从右往左读）：%2") : qsTr("横批「%1」：%2")).arg(text(banner)).arg(gloss)
    }
    // What the poster says at its foot: the wish and the banner, each with what it means, for
    // a visitor who reads English and takes the poster home to others who read no Chinese; none
    // in Chinese.
    function posterCaption(wish, banner, bannerFromRight) {
        const gloss = tileGloss(wish)
        return [gloss === "" ? "" : qsTr("心愿「%1」：%2").arg(text(wish)).arg(gloss),
                bannerLine(banner, bannerFromRight)].filter(function(line) { return line !== "" })
    }
}
