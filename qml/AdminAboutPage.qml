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
        model: [
            { part: qsTr("书法笔画"), work: "Make Me a Hanzi (hanzi-writer-data 2.0.1), " + qsTr("源自文鼎 AR PL KaitiM GB 与 AR PL UKai"),
              licence: "Arphic Public License", file: "strokes/ARPHICPL.TXT" },
            { part: qsTr("字体"), work: qsTr("霞鹜文楷 LXGW WenKai"),
              licence: "SIL Open Font License 1.1", file: "fonts/OFL.txt" },
            { part: qsTr("宫门图"), work: qsTr("琉璃瓦、鸱吻、斗拱、铺首、石阶：为 Kaimen 绘制的 SVG"),
              licence: qsTr("与 Kaimen 相同"), file: "gate/README.md" },
            { part: qsTr("对联模型"), work: qsTr("Kaimen 自行训练（PALM 结构），语料出处见模型卡"),
              licence: qsTr("见模型卡"), file: "models/kaimen-couplet-small/MODEL_CARD.md" },
            // Each licence beside the libraries under it; the texts come with Debian's packages.
            { part: qsTr("程序库"),
              work: "Qt 6, libtorch, OpenBLAS, SentencePiece, yaml-cpp, nlohmann/json, ICU, OpenCC, libgooglepinyin, libqrencode, libsystemd",
              licence: "LGPL-3.0 (Qt) · BSD-3-Clause (libtorch, OpenBLAS) · Apache-2.0 (SentencePiece, OpenCC, libgooglepinyin) · "
                       + "MIT (yaml-cpp, nlohmann/json, ICU) · LGPL-2.1 (libqrencode, libsystemd)\n"
                       + qsTr("（各自全文：/usr/share/doc/软件包名/copyright）"), file: "" }
        ]
        RowLayout {
            required property var modelData
            Layout.fillWidth: true
            spacing: 16
            AdminLabel { text: modelData.part }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.paleGold
                font.pixelSize: 22
                text: modelData.work + "\n" + modelData.licence
                      + (modelData.file === "" ? "" : qsTr("（全文：%1）").arg("/usr/share/kaimen/" + modelData.file))
            }
        }
    }
}
