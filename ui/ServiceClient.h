#pragma once

#include "CoupletService.h"

#include <QObject>
#include <QPointer>

// A backend that follows the couplet service QML hands it (`service: CoupletService`): the old
// service's signals are dropped and the new one's followed.
class ServiceClient : public QObject {
    Q_OBJECT
    Q_PROPERTY(CoupletService *service READ service WRITE setService NOTIFY serviceChanged)

public:
    using QObject::QObject;

    CoupletService *service() const { return m_service; }
    void setService(CoupletService *service)
    {
        if (m_service == service)
            return;
        if (m_service)
            disconnect(m_service, nullptr, this, nullptr);
        m_service = service;
        if (service)
            follow(*service);
        emit serviceChanged();
    }

signals:
    void serviceChanged();

protected:
    // Connects to SERVICE's signals.
    virtual void follow(CoupletService &service) = 0;

private:
    QPointer<CoupletService> m_service;
};
