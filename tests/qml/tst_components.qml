import QtQuick
import QtTest
import Kaimen
import Kaimen.Backend

// The components a visitor sees, at the sizes a kiosk has.
Item {
    id: stage
    width: 1920
    height: 1080

    Component { id: sceneComponent; CoupletScene { width: 700; height: 760 } }
    Component { id: wishComponent; WishScene { width: 1920; height: 1080 } }
    Component { id: keyboardComponent; PinyinKeyboard { key: 72 } }

    function findAll(item, predicate, found) {
        found = found || []
        if (predicate(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], predicate, found)
        return found
    }
    function buttons(item) {
        return findAll(item, function(c) { return c.hasOwnProperty("selected") && c.visible })
    }

    TestCase {
        name: "CoupletScene"
        when: windowShown

        function test_everyLengthFitsTheDoorway_data() {
            const rows = []
            for (let n = 4; n <= 16; n += 3)
                rows.push({tag: n + " characters", n: n})
            return rows
        }
        function test_everyLengthFitsTheDoorway(data) {
            const scene = createTemporaryObject(sceneComponent, stage)
            const line = "春风得意马蹄疾花好月圆人寿年丰".repeat(2)
            scene.upper = Array.from(line).slice(0, data.n).join("")
            scene.lower = Array.from(line).slice(1, data.n + 1).join("")
            scene.horizontal = "吉祥如意"
            wait(50)
            const scrolls = findAll(scene, function(c) { return c.hasOwnProperty("vertical") })
            compare(scrolls.length, 3)
            for (const scroll of scrolls) {
                const box = scroll.mapToItem(scene, 0, 0, scroll.width, scroll.height)
                verify(box.x >= 0 && box.x + box.width <= scene.width + 0.5, "a scroll spills sideways at " + data.n)
                verify(box.y >= 0 && box.y + box.height <= scene.height + 0.5,
                       "a scroll spills below the doorway at " + data.n + ": " + (box.y + box.height))
                compare(scroll.chars.length, scroll.vertical ? data.n : 4)
            }
        }

        function test_hangingOrderIsConfigurable() {
            const scene = createTemporaryObject(sceneComponent, stage)
            scene.upper = "春风得意马蹄疾"
            scene.lower = "花好月圆人寿年"
            const right = function() {
                const scrolls = findAll(scene, function(c) { return c.hasOwnProperty("vertical") && c.vertical })
                return scrolls[0].x > scrolls[1].x ? scrolls[0].text : scrolls[1].text
            }
            compare(right(), scene.upper)   // 上联 on the right, as traditionally hung
            scene.upperOnRight = false
            compare(right(), scene.lower)
        }
    }

    TestCase {
        name: "WishTiles"
        when: windowShown

        function test_tilesArePaged() {
            const wish = createTemporaryObject(wishComponent, stage)
            const tileTexts = function() {
                return buttons(wish).map(function(b) { return b.text }).filter(function(t) { return wish.presets.indexOf(t) >= 0 })
            }
            compare(wish.pages, 2)
            compare(tileTexts(), wish.presets.slice(0, 8))
            const next = buttons(wish).filter(function(b) { return b.text === "下页" })[0]
            const previous = buttons(wish).filter(function(b) { return b.text === "上页" })[0]
            verify(!previous.enabled)
            mouseClick(next)
            compare(wish.page, 1)
            compare(tileTexts(), wish.presets.slice(8, 16))
            verify(!next.enabled)
            wish.clear()
            compare(wish.page, 0)
        }

        function test_touchTargetsAreLargeEnough() {
            const wish = createTemporaryObject(wishComponent, stage)
            for (const b of buttons(wish))
                verify(b.height >= 64, b.text + " is only " + b.height + " px high")
        }
    }

    TestCase {
        name: "PinyinKeyboard"
        when: windowShown

        function test_candidatesAppearAndCommit() {
            const keyboard = createTemporaryObject(keyboardComponent, stage)
            const committed = createTemporaryObject(signalSpyComponent, stage, {target: keyboard, signalName: "committed"})
            PinyinInput.clear()
            for (const letter of "pingan") {
                wait(20)
                const key = buttons(keyboard).filter(function(b) { return b.text === letter })[0]
                mouseClick(key)
            }
            compare(PinyinInput.letters, "pingan")
            wait(50)  // the candidate bar is laid out again
            const candidate = buttons(keyboard).filter(function(b) { return b.text === "平安" })[0]
            verify(candidate !== undefined, "平安 is not among the candidates")
            mouseClick(candidate)
            compare(committed.count, 1)
            compare(committed.signalArguments[0][0], "平安")
            compare(PinyinInput.letters, "")
        }
    }
    Component { id: signalSpyComponent; SignalSpy {} }
    Component { id: adminComponent; AdminPanel { width: 1920; height: 1080 } }

    TestCase {
        name: "AdminPanel"
        when: windowShown

        function press(panel, labels) {
            for (const label of labels) {
                wait(10)
                const b = buttons(panel).filter(function(x) { return x.text === label })[0]
                verify(b !== undefined, "no key " + label)
                mouseClick(b)
            }
        }

        function test_firstStartSetsAPinThenThePinOpensThePanel() {
            const panel = createTemporaryObject(adminComponent, stage)
            compare(panel.page, "setPin")
            press(panel, ["1", "2", "确定"])          // too short
            compare(panel.page, "setPin")
            verify(panel.note.indexOf("4 到 12") >= 0, panel.note)
            press(panel, ["2", "0", "2", "7", "确定"])
            compare(panel.page, "open")
            verify(AdminPin.isSet)

            panel.reset()
            compare(panel.page, "enterPin")
            press(panel, ["9", "9", "9", "9", "确定"])
            compare(panel.page, "enterPin")          // a wrong PIN keeps it shut
            compare(panel.note, "密码不对")
            press(panel, ["2", "0", "2", "7", "确定"])
            compare(panel.page, "open")
            const exit = buttons(panel).filter(function(x) { return x.text === "退出 Kaimen" })
            compare(exit.length, 1)                  // leaving the kiosk is behind the PIN
            verify(buttons(panel).some(function(x) { return x.text === "导出 CSV" }))
            grabImage(panel).save(screenshotDir + "/admin-open-landscape.png")  // look at it
        }
    }
}
