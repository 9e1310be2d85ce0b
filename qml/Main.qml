import QtQuick
import QtQuick.Window
import Kaimen.Backend

// The kiosk window and its stages: attract (the closed gate) → input (a wish) → writing (the
// gate swings open while the brush writes) → result (the couplet in the doorway). An untouched
// kiosk counts down and returns to the attract loop, forgetting the visitor's input. KioskStage
// decides the stage; this shows it.
Window {
    id: root
    width: 1920
    height: 1080
    title: "开门见喜 Kaimen"
    color: Theme.deepRed

    KioskStage {
        id: kiosk
        objectName: "kioskStage"
        service: CoupletService
    }
    readonly property int stage: kiosk.stage
    readonly property bool ceremony: stage === KioskStage.Writing || stage === KioskStage.Result
    Component.onCompleted: {
        FestivalYear.setOverride(KioskConfig.yearTitle)
        Language.setLanguage(KioskConfig.language)
    }
    property string saveMessage: ""
    // Only the admin panel's 退出 (behind the PIN) leaves the kiosk; a close request from the
    // compositor or a key (Alt+F4 …) is refused.
    property bool leaving: false
    onClosing: function(close) { close.accepted = root.leaving }
    // Set by main() for --screenshot runs, which quit after the picture.
    property bool screenshotMode: false
    // Set by main() when a systemd service watches the kiosk (the kiosk service, which starts it
    // again two seconds after it ends): the admin panel's way out says so.
    property bool runByService: false
    // Set by main() from --demo-lines: the couplet the writing stage shows ["上联", "下联", "横批"].
    property var demoLines: []
    readonly property bool portrait: height > width

    function reset() {
        kiosk.idle()
        wish.clear()
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.vermilion }
            GradientStop { position: 1.0; color: Theme.deepRed }
        }
    }
    DriftingPetals { anchors.fill: parent }

    AttractScene {
        anchors.fill: parent
        visible: root.stage === KioskStage.Attract
        enabled: !admin.visible
        onStarted: kiosk.begin()
        onStartedByLetter: function(letter) { kiosk.begin(); wish.typeLetter(letter) }
    }

    WishScene {
        id: wish
        anchors.fill: parent
        visible: root.stage === KioskStage.Input
        enabled: !admin.visible
        onWriting: kiosk.writing()
    }

    // Writing and result: the gate opens and the couplet hangs on its pillars and lintel.
    Item {
        id: ceremony
        anchors.fill: parent
        visible: root.ceremony
        // What stands in the doorway shows once the leaves have swung clear of it: faded in with
        // the opening, the writing line was dark red on the red leaves, half hidden by one.
        readonly property real doorwayClear: Math.max(0, (gate.open - 0.8) / 0.2)
        PalaceGate {
            id: gate
            objectName: "gate"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.top
            anchors.topMargin: parent.height * 0.04
            // Below it the result's buttons, at their finger size whatever the screen: on a
            // landscape screen under 1080 px tall the gate is shorter rather than they cut off.
            height: Math.max(0, Math.min(parent.height * (root.portrait ? 0.84 : 0.87),
                                         parent.height * 0.93 - actions.implicitHeight))
            width: root.portrait ? parent.width * 0.96 : Math.min(parent.width * 0.86, height * 1.67)
            open: 0
            CoupletScene {
                id: couplet
                objectName: "couplet"
                anchors.fill: parent
                gate: gate
                upperOnRight: KioskConfig.upperOnRight
                upper: kiosk.upper
                lower: kiosk.lower
                horizontal: kiosk.horizontal
            }
        }
        // Sparks when the last stroke lands, where a GPU renders particles (and the booth's sound,
        // where the operator chose one).
        Loader {
            id: sparks
            anchors.fill: parent
            active: GraphicsInfo.api !== GraphicsInfo.Software
            sourceComponent: FirecrackerSparks {
                leftX: gate.x + gate.width * 0.08
                rightX: gate.x + gate.width * 0.92
                footY: gate.y + gate.height
            }
        }
        Connections {
            target: couplet
            function onWrittenChanged() {
                if (couplet.written < 1 || !root.ceremony)
                    return
                if (sparks.item)
                    sparks.item.burst()
                BoothSound.celebrate()
            }
        }
        NumberAnimation {
            id: swing
            target: gate
            property: "open"
            from: 0
            to: 1
            duration: Theme.gateSwing
            easing.type: Easing.InOutCubic
        }
        ResultActions {
            id: actions
            anchors.horizontalCenter: parent.horizontalCenter
            availableWidth: parent.width * 0.96
            anchors.top: gate.bottom
            anchors.topMargin: parent.height * 0.02
            visible: root.stage === KioskStage.Result
            busy: CoupletService.busy
            onAnother: kiosk.another()
            // The poster goes home as the screen showed it (Traditional characters in zh_TW).
            // In English it says at its foot what the wish and the banner mean, as the doorway does.
            readonly property var caption: Shown.posterCaption(CoupletService.lastWish, kiosk.horizontal, KioskConfig.upperOnRight)
            onSave: CoupletPrinter.savePicture(Shown.text(kiosk.upper), Shown.text(kiosk.lower), Shown.text(kiosk.horizontal), caption)
            onRestart: { kiosk.restart(); wish.clear() }
            onPrint: CoupletPrinter.print(Shown.text(kiosk.upper), Shown.text(kiosk.lower), Shown.text(kiosk.horizontal), caption)
        }
        // In the doorway once the couplet is written: the way to take it home on a phone.
        TakeHomeCard {
            objectName: "takeHome"
            side: Math.min(gate.doorway.width * 0.42, gate.doorway.height * 0.3)
            x: gate.x + gate.doorway.x + (gate.doorway.width - width) / 2
            y: gate.y + gate.doorway.y + gate.doorway.height * 0.34
            opacity: ceremony.doorwayClear
            link: root.stage === KioskStage.Result && couplet.written >= 1 && TakeHome.serving
                  ? TakeHome.linkFor(Shown.text(kiosk.upper), Shown.text(kiosk.lower), Shown.text(kiosk.horizontal),
                                    Shown.text(CoupletService.askedFor),
                                    // English, whatever the kiosk's language: the phone's decides.
                                    WishGlosses.brief(CoupletService.lastWish), WishGlosses.full(kiosk.horizontal)) : ""
        }
        // A line of English in the lit doorway, clear of the open leaves at the doorway's sides on
        // a narrow portrait screen too. It makes way for where the poster was saved, which the
        // take-home code leaves no room for beside it on a short screen.
        component DoorwayGloss: Text {
            property bool makingWay: false
            x: parent.width * 0.1
            width: parent.width * 0.8
            visible: text !== "" && !makingWay
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.deepRed
        }
        // In the lit doorway: what the visitor asked for, and what the kiosk is doing.
        Column {
            x: gate.x + gate.doorway.x + (gate.doorway.width - width) / 2
            y: gate.y + gate.doorway.y + gate.doorway.height * 0.06
            width: gate.doorway.width * 0.9
            spacing: Math.min(root.width, root.height) * 0.006
            opacity: ceremony.doorwayClear
            Text {
                objectName: "askedFor"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: CoupletService.askedFor === "" ? "" : qsTr("心愿：%1").arg(Shown.text(CoupletService.askedFor))
                color: Theme.deepRed
                font.family: Theme.brushFont
                font.pixelSize: Math.min(root.width, root.height) * 0.028
            }
            // For a visitor reading English: what the wish means (its first sense, as on its tile:
            // the take-home code below leaves the doorway room for a line or two) ...
            DoorwayGloss {
                objectName: "wishGloss"
                text: CoupletService.askedFor === "" ? "" : Shown.tileGloss(CoupletService.lastWish)
                makingWay: root.saveMessage !== ""
                font.pixelSize: Math.min(root.width, root.height) * 0.022
            }
            // ... and what the banner over the door wishes, once it is written.
            DoorwayGloss {
                objectName: "bannerGloss"
                text: couplet.written >= 1 ? Shown.bannerLine(kiosk.horizontal, KioskConfig.upperOnRight) : ""
                makingWay: root.saveMessage !== ""
                font.pixelSize: Math.min(root.width, root.height) * 0.022
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: root.stage === KioskStage.Writing ? qsTr("正在挥毫泼墨…") : root.saveMessage
                color: Theme.deepRed
                font.family: Theme.brushFont
                font.pixelSize: Math.min(root.width, root.height) * 0.03
            }
        }
    }
    onStageChanged: {
        saveMessage = ""
        if (ceremony && gate.open < 1 && !swing.running)
            swing.restart()
        if (!ceremony)
            gate.open = 0
    }

    // The operator's way in: hold the top-left corner for three seconds.
    MouseArea {
        width: Math.max(96, root.width * 0.06)
        height: width
        pressAndHoldInterval: Theme.cornerHold
        onPressAndHold: { admin.reset(); admin.visible = true }
    }
    AdminPanel {
        id: admin
        objectName: "adminPanel"
        anchors.fill: parent
        visible: false
        runByService: root.runByService
        onClosed: visible = false
        onQuitRequested: { root.leaving = true; Qt.quit() }
    }
    Connections {
        target: CoupletPrinter
        function onFinished(ok, message) { root.saveMessage = message }
    }
    Connections {
        target: KioskConfig
        function onChanged() { FestivalYear.setOverride(KioskConfig.yearTitle) }
    }

    IdleWatcher {
        id: idle
        objectName: "idleWatcher"
        // Not while the brush writes, before the couplet comes or after: the visitor is watching,
        // not gone (a slow first couplet, or a brush slower than the timeout on a slow screen, reset
        // the gate mid-writing; the visitor robot found both). Nor while their poster is being
        // saved or printed: they wait for it.
        readonly property bool brushAtWork: root.stage === KioskStage.Writing
                                            || (root.stage === KioskStage.Result && couplet.written < 1)
        active: (root.stage !== KioskStage.Attract && !brushAtWork && !CoupletPrinter.busy) || admin.visible
        // The open panel (past the PIN) gives its operator longer; the PIN pad alone, which a
        // visitor's hold on the corner may have brought, goes with the visitors' time.
        timeoutSeconds: admin.visible && admin.open ? Math.max(KioskConfig.idleSeconds, KioskConfig.adminPanelIdleSeconds)
                                                    : KioskConfig.idleSeconds
        warningSeconds: Theme.idleWarningSeconds
        pace: Theme.pace
        onTimedOut: { admin.visible = false; root.reset() }
    }
    CountdownOverlay {
        anchors.fill: parent
        visible: idle.warning
        seconds: idle.secondsLeft
    }

    // For demos and the screenshot test: jump to a stage ("keyboard": pinyin being typed).
    function showStage(name) {
        if (name === "keyboard") {
            kiosk.show(KioskStage.Input)
            wish.typing = true
            for (const letter of "jixiang")
                PinyinInput.type(letter)
        } else if (name === "admin" || name.startsWith("admin:")) {
            admin.reset()
            // "admin:PAGE" shows PAGE, which main() opens without the PIN for the screenshot
            // test only (the kiosk quits right after the picture).
            if (name.startsWith("admin:"))
                admin.tab = name.substring(6)
            admin.visible = true
        } else if (name === "duilian") {
            kiosk.show(KioskStage.Input)
            wish.kind = "duilian"
        } else if (name === "writing") {
            const lines = root.demoLines.length === 3 ? root.demoLines : ["平安二字值千金", "和顺一门", ""]
            kiosk.show(KioskStage.Writing, lines[0], lines[1], lines[2])
        } else {
            const stage = ["attract", "input", "writing", "result"].indexOf(name)
            if (stage >= 0)
                kiosk.show(stage)
        }
    }
}
