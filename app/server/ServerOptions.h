#pragma once
// kaimen-server's command line: kaimen-server --model DIR [--port N] [--bind ADDRESS]
// [--settings FILE], checked, with one sentence for anything wrong.

#include <QString>
#include <QStringList>

struct ServerOptions {
    QString model;
    int port = 8080;
    QString bind = "loopback";  // loopback | all | an interface's name | an IPv4 address
    QString settingsFile;       // "" = the shipped defaults alone
    QString error;              // non-empty: print it and exit 2
};

ServerOptions parseServerOptions(const QStringList &arguments);
