import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// The first admin page: which model writes on which device (or why not the GPU), what was
// wrong with the settings files, and the statistics.
ColumnLayout {
    spacing: 18

    // The running model and device in the panel's language (the log keeps the English).
    function runningOnText(r) {
        const precision = r.precision.toUpperCase()
        const model = r.model !== "" ? r.model : qsTr("未命名的模型")
        if (r.device === "cuda")
            return qsTr("%1，在 GPU（CUDA）上运行，%2").arg(model).arg(precision)
        let why = qsTr("按设置")
        if (r.cpuBecause === "noCudaDevice")
            why = r.cudaAsked ? qsTr("设置要用 GPU，但本机没有 CUDA 显卡") : qsTr("本机没有 CUDA 显卡")
        else if (r.cpuBecause === "noCudaInThisBuild")
            why = r.cudaAsked ? qsTr("设置要用 GPU，但这一版的 libtorch 不支持 CUDA")
                              : qsTr("这一版的 libtorch 不支持 CUDA")
        const how = r.kernels !== "" ? qsTr("%1，%2 指令，%n 个线程", "", r.threads).arg(precision).arg(r.kernels)
                                     : qsTr("%1（libtorch），%n 个线程", "", r.threads).arg(precision)
        return qsTr("%1，在 CPU 上运行（%2）：%3").arg(model).arg(why).arg(how)
    }

    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 26
        // Said here, not taken from C++'s tr(), so that a language switch says it again.
        text: qsTr("模型：") + (CoupletService.runningOn.model !== undefined ? runningOnText(CoupletService.runningOn)
                               : CoupletService.state === CoupletService.Loading ? qsTr("正在研墨备笔…")
                               : CoupletService.statusText)
              + (CoupletService.reloading ? "\n" + qsTr("正在按新设置载入模型，其间照常接待访客…") : "")
    }
    Text {
        Layout.fillWidth: true
        visible: FestivalYear.clockBehind
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        // With the operator's own year title, the year no longer follows the clock.
        text: KioskConfig.yearTitle === ""
              ? qsTr("本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：门头的年份（%3）、统计的时段和带回家链接的有效期都按时钟算。请校准时钟，或在「展台」页改写年份标题。")
                .arg(FestivalYear.clockDay).arg(FestivalYear.buildDay).arg(FestivalYear.title)
              : qsTr("本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：统计的时段和带回家链接的有效期都按时钟算。请校准时钟。")
                .arg(FestivalYear.clockDay).arg(FestivalYear.buildDay)
    }
    Text {
        Layout.fillWidth: true
        visible: KioskConfig.warnings.length > 0
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("设置文件的问题：") + "\n" + KioskConfig.warnings.join("\n")
    }
    Text {
        Layout.fillWidth: true
        visible: CoupletService.notices.length > 0
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 22
        text: qsTr("需要留意：") + "\n" + CoupletService.notices.slice(0, 5).join("\n")
    }
    AdminStatistics { Layout.fillWidth: true }
}
