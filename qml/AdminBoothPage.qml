import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// What the visitor sees and hears: the wish tiles, the default kind, what 主题 couplets are for
// (the booth's theme, the year's animal), timing, the year title, the hanging order, the sound
// when the last stroke lands and the language.
ColumnLayout {
    id: root
    property var keyboard
    signal told(string message)
    spacing: 14

    AdminWordList {
        Layout.fillWidth: true
        label: qsTr("心愿方块")
        words: KioskConfig.presetWishes
        keyboard: root.keyboard
        onEdited: function(words) { root.told(KioskConfig.setPresetWishes(words)) }
    }
    AdminChoice {
        label: qsTr("默认写法")
        values: KioskConfig.kinds
        current: KioskConfig.defaultKind
        textFor: function(v) { return v === "cangtou" ? qsTr("藏头") : v === "qianzi" ? qsTr("嵌字") : qsTr("主题") }
        onChosen: function(value) { root.told(KioskConfig.setDefaultKind(value)) }
    }
    AdminChoice {
        label: qsTr("主题场合")
        values: KioskConfig.boothThemes
        current: KioskConfig.boothTheme
        textFor: function(v) {
            return ({ spring: qsTr("春节"), trade: qsTr("商贸"), farm: qsTr("农家"), school: qsTr("教育"),
                      factory: qsTr("工厂"), wedding: qsTr("婚嫁"), longevity: qsTr("贺寿"),
                      newhome: qsTr("乔迁") })[v] || v
        }
        onChosen: function(value) { root.told(KioskConfig.setBoothTheme(value)) }
    }
    AdminChoice {
        label: qsTr("生肖")
        values: [true, false]
        current: KioskConfig.yearAnimal
        textFor: function(v) { return v ? qsTr("春节主题写%1年").arg(FestivalYear.animalName(FestivalYear.zodiac)) : qsTr("不写生肖") }
        onChosen: function(value) { root.told(KioskConfig.setYearAnimal(value)) }
    }
    AdminStepper {
        label: qsTr("无人操作返回首页")
        valueText: qsTr("%1 秒").arg(KioskConfig.idleSeconds)
        onDown: root.told(KioskConfig.setIdleSeconds(KioskConfig.idleSeconds - KioskConfig.idleStepSeconds))
        onUp: root.told(KioskConfig.setIdleSeconds(KioskConfig.idleSeconds + KioskConfig.idleStepSeconds))
    }
    AdminRow {
        label: qsTr("年份标题")
        AdminValue { text: Shown.text(FestivalYear.title); font.family: Theme.brushFont; font.pixelSize: 34 }
        GoldButton {
            implicitHeight: 60
            text: qsTr("改写")
            onClicked: root.keyboard.ask(qsTr("年份标题"), function(title) { root.told(KioskConfig.setYearTitle(title)) })
        }
        GoldButton {
            implicitHeight: 60
            text: qsTr("按农历自动")
            selected: KioskConfig.yearTitle === ""
            onClicked: root.told(KioskConfig.setYearTitle(""))
        }
    }
    AdminChoice {
        label: qsTr("悬挂方式")
        values: [true, false]
        current: KioskConfig.upperOnRight
        textFor: function(v) { return v ? qsTr("上联在右 · 横批右起") : qsTr("上联在左 · 横批左起") }
        onChosen: function(value) { root.told(KioskConfig.setUpperOnRight(value)) }
    }
    // The sound when the last stroke lands, heard here as it is chosen (off by default).
    function hear(problem) {
        BoothSound.celebrate()
        root.told(problem !== "" ? problem : BoothSound.problem)
    }
    AdminChoice {
        label: qsTr("声音")
        values: KioskConfig.soundEffects
        current: KioskConfig.soundEffect
        textFor: function(v) { return v === "firecrackers" ? qsTr("鞭炮") : v === "gong" ? qsTr("锣声") : qsTr("无声") }
        onChosen: function(value) { root.hear(KioskConfig.setSoundEffect(value)) }
    }
    AdminStepper {
        label: qsTr("音量")
        visible: KioskConfig.soundEffect !== "off"
        valueText: KioskConfig.soundVolume + "%"
        onDown: root.hear(KioskConfig.setSoundVolume(KioskConfig.soundVolume - KioskConfig.volumeStep))
        onUp: root.hear(KioskConfig.setSoundVolume(KioskConfig.soundVolume + KioskConfig.volumeStep))
    }
    AdminChoice {
        label: qsTr("语言")
        values: KioskConfig.languages
        current: Language.code
        textFor: function(v) { return v === "zh_CN" ? "简体中文" : v === "zh_TW" ? "繁體中文" : "English" }
        onChosen: function(value) {
            root.told(KioskConfig.setLanguage(value) === "" && Language.setLanguage(value) ? "" : qsTr("语言没有切换成功"))
        }
    }
}
