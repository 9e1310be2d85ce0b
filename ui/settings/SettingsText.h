#pragma once
// The settings file's text as an operator may have saved it. The kiosk writes UTF-8, but a file
// prepared on a Chinese Windows PC and copied over on a stick is often GBK (Notepad's "ANSI"):
// read as UTF-8 its year title showed as ��δ�� over the gate, with no word of why.

#include <QString>

struct SettingsText {
    QString text;      // the text, when it could be read
    QString note;      // "" or what the operator should know (read as GBK: save it as UTF-8)
    QString error;     // "" or why the file's text cannot be read at all
};

// Reads FILE: UTF-8 (with or without a byte-order mark) as it is; otherwise GB18030 (GBK's and
// GB2312's superset) when the whole file is that; otherwise an error naming the first bad line.
SettingsText readSettingsText(const QString &file);

// Typing slips that YAML cannot read and that its parser reports obscurely ("illegal map
// value"): a line indented with a tab or a full-width space, a key followed by a full-width
// colon (an input method's ：). "" when TEXT has none; else a sentence naming the first line of each.
QString yamlTypingHints(const QString &text);
