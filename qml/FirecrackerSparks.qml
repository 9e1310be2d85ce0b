import QtQuick
import QtQuick.Particles

// Firecracker sparks when the brush's last stroke lands: gold sparks burst from the foot of the
// gate's outer corners and fly outward, clear of the couplet. Qt Quick Particles, so Main.qml loads this only
// on a GPU renderer (the software renderer draws no particles).
Item {
    id: root
    // Where the sparks start (in this item): the gate's two outer feet.
    property real leftX: 0
    property real rightX: width
    property real footY: height

    function burst() {
        left.burst(90)
        right.burst(90)
    }

    ParticleSystem { id: sparks }
    ImageParticle {
        system: sparks
        source: "qrc:///particleresources/glowdot.png"
        color: Theme.paleGold
        colorVariation: 0.25
        alpha: 0.9
        entryEffect: ImageParticle.Scale
    }
    component Cracker: Emitter {
        system: sparks
        y: root.footY - height
        width: root.width * 0.02
        height: root.height * 0.05
        enabled: false
        lifeSpan: 1400
        lifeSpanVariation: 500
        size: Math.max(6, root.height * 0.012)
        sizeVariation: size * 0.6
        endSize: size * 0.3
        acceleration: PointDirection { y: root.height * 0.35 }
    }
    Cracker {
        id: left
        x: root.leftX - width
        velocity: AngleDirection { angle: 240; angleVariation: 35; magnitude: root.height * 0.45; magnitudeVariation: root.height * 0.2 }
    }
    Cracker {
        id: right
        x: root.rightX
        velocity: AngleDirection { angle: 300; angleVariation: 35; magnitude: root.height * 0.45; magnitudeVariation: root.height * 0.2 }
    }
}
