import QtQuick

// Soft gold flecks drifting down across the scene. Plain items, so the software renderer
// draws them too.
Item {
    id: root
    property int count: 24
    clip: true
    Repeater {
        model: root.count
        Rectangle {
            id: fleck
            required property int index
            readonly property real seed: (index * 7919 % 1000) / 1000
            width: 6 + seed * 10
            height: width
            radius: width / 2
            color: Theme.paleGold
            opacity: 0.25 + seed * 0.35
            x: seed * root.width
            NumberAnimation on y {
                // Started once the scene has its size: FROM and TO are read when it starts.
                running: root.height > 0
                loops: Animation.Infinite
                from: -40 - fleck.seed * root.height
                to: root.height + 40
                duration: 9000 + fleck.seed * 9000
            }
        }
    }
}
