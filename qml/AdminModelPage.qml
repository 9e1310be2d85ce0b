import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The model and how it writes. A change loads a new engine in the background; the running one
// keeps answering (and its cached couplets) until the new one is ready.
ColumnLayout {
    id: root
    property var keyboard
    signal told(string message)
    spacing: 14

    function nameOf(path) {
        const model = KioskConfig.availableModels.find(function(m) { return m.path === path })
        return model ? model.name : path
    }

    AdminChoice {
        label: qsTr("模型")
        values: KioskConfig.availableModels.map(function(m) { return m.path })
        current: KioskConfig.modelDirectory
        textFor: root.nameOf
        onChosen: function(value) { root.told(KioskConfig.setModelDirectory(value)) }
    }
    AdminChoice {
        label: qsTr("运行设备")
        values: KioskConfig.devices
        current: KioskConfig.device
        textFor: function(v) { return v === "auto" ? qsTr("自动") : v === "cpu" ? "CPU" : "GPU (CUDA)" }
        onChosen: function(value) { root.told(KioskConfig.setDevice(value)) }
    }
    AdminChoice {
        label: qsTr("计算精度")
        values: KioskConfig.precisions
        current: KioskConfig.precision
        textFor: function(v) {
            return v === "auto" ? qsTr("自动（按模型）") : v === "fp16" ? qsTr("半精度 FP16")
                 : v === "int8" ? qsTr("整数 INT8（仅 CPU）") : qsTr("单精度 FP32")
        }
        onChosen: function(value) { root.told(KioskConfig.setPrecision(value)) }
    }
    AdminChoice {
        label: qsTr("写法")
        values: [false, true]
        current: KioskConfig.sampling
        textFor: function(v) { return v ? qsTr("随机采样（每次不同）") : qsTr("束搜索（最稳妥）") }
        onChosen: function(value) { root.told(KioskConfig.setSampling(value)) }
    }
    AdminStepper {
        visible: !KioskConfig.sampling
        label: qsTr("束宽")
        valueText: KioskConfig.beams
        onDown: root.told(KioskConfig.setBeams(KioskConfig.beams - 1))
        onUp: root.told(KioskConfig.setBeams(KioskConfig.beams + 1))
    }
    AdminStepper {
        visible: KioskConfig.sampling
        label: qsTr("温度")
        valueText: KioskConfig.temperature.toFixed(1)
        onDown: root.told(KioskConfig.setTemperature(KioskConfig.temperature - 0.1))
        onUp: root.told(KioskConfig.setTemperature(KioskConfig.temperature + 0.1))
    }
    AdminStepper {
        visible: KioskConfig.sampling
        label: "top-p"
        valueText: KioskConfig.topP.toFixed(2)
        onDown: root.told(KioskConfig.setTopP(KioskConfig.topP - 0.05))
        onUp: root.told(KioskConfig.setTopP(KioskConfig.topP + 0.05))
    }
    AdminChoice {
        label: qsTr("缓存的心愿数")
        values: KioskConfig.cacheCapacities
        current: KioskConfig.cacheCapacity
        textFor: function(v) { return v === 0 ? qsTr("不缓存") : String(v) }
        onChosen: function(value) { root.told(KioskConfig.setCacheCapacity(value)) }
    }
    AdminWordList {
        Layout.fillWidth: true
        label: qsTr("开机预写的心愿")
        words: KioskConfig.prewarmWishes
        keyboard: root.keyboard
        onEdited: function(words) { root.told(KioskConfig.setPrewarmWishes(words)) }
    }
}
