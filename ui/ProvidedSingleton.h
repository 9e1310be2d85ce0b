#pragma once

#include <QJSEngine>

class QQmlEngine;

// A QML singleton whose instance main() makes, with what it needs, before QML loads (Qt's way to
// hand QML an existing instance): QML's create() returns that one and never deletes it. A QML
// engine with none provided (a component test) gets one made from an empty first argument.
// T must not be default-constructible: Qt 6.4 would construct it rather than call create().
template <typename T> class ProvidedSingleton {
public:
    static void provide(T *instance) { s_instance = instance; }
    static T *create(QQmlEngine *, QJSEngine *)
    {
        if (!s_instance)
            return new T({});
        QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership);
        return s_instance;
    }

private:
    inline static T *s_instance = nullptr;
};
