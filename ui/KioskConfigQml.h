#pragma once
// KioskConfig (ui/settings, Qt Core alone) as the QML singleton KioskConfig: the instance main()
// provides, which the backends QML creates follow too.

#include "KioskConfig.h"
#include "ProvidedSingleton.h"

#include <QQmlEngine>

struct KioskConfigQml : ProvidedSingleton<KioskConfig> {
    Q_GADGET
    QML_FOREIGN(KioskConfig)
    QML_NAMED_ELEMENT(KioskConfig)
    QML_SINGLETON

public:
    // The KioskConfig ENGINE's QML sees.
    static KioskConfig *of(QQmlEngine *engine)
    {
        return engine->singletonInstance<KioskConfig *>(qmlTypeId("Kaimen.Backend", 1, 0, "KioskConfig"));
    }
};
