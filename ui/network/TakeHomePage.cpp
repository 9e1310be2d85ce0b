#include "TakeHomePage.h"

#include "HttpServer.h"

#include <QFile>

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

namespace kaimen::net {
namespace {

struct Words {
    const char *title, *upper, *lower, *horizontal, *wish /* with its colon */, *save, *posterAlt, *footer, *missingTitle, *missing;
};

const Words &wordsFor(const std::string &language)
{
    static const std::map<std::string, Words> words{
        {"zh_CN", {"我的春联", "上联", "下联", "横批", "心愿：", "保存图片", "春联海报", "开门见喜 · 新春快乐",
                   "找不到这副春联", "这副春联已过期或不存在。欢迎回到展台再写一副！"}},
        {"zh_TW", {"我的春聯", "上聯", "下聯", "橫批", "心願：", "儲存圖片", "春聯海報", "開門見喜 · 新春快樂",
                   "找不到這副春聯", "這副春聯已過期或不存在。歡迎回到展台再寫一副！"}},
        {"en", {"My Spring Festival couplet", "First line", "Second line", "Across the top", "Wish: ", "Save the picture",
                "The couplet as a poster", "Kaimen · Happy New Year",
                "Couplet not found", "This couplet has expired or never existed. Come back to the booth and write another!"}},
    };
    const auto it = words.find(language);
    return it == words.end() ? words.at("zh_CN") : it->second;
}

std::string fill(const std::string &title, const std::string &content, const std::string &language)
{
    QFile file(":/kaimen/network/takehome.html");
    file.open(QIODevice::ReadOnly);
    std::string page = file.readAll().toStdString();
    const std::vector<std::pair<std::string, std::string>> values{
        {"{{lang}}", language == "en" ? "en" : language == "zh_TW" ? "zh-Hant" : "zh-Hans"},
        {"{{title}}", escapeHtml(title)},
        {"{{footer}}", escapeHtml(wordsFor(language).footer)},
        {"{{content}}", content},  // last: it is HTML already, and may hold braces of its own
    };
    for (const auto &[key, value] : values)
        for (auto at = page.find(key); at != std::string::npos; at = page.find(key, at + value.size()))
            page.replace(at, key.size(), value);
    return page;
}

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t");
    const auto last = text.find_last_not_of(" \t");
    return first == std::string::npos ? std::string() : text.substr(first, last - first + 1);
}

} // namespace

std::string escapeHtml(const std::string &text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string pageLanguage(const std::string &acceptLanguage)
{
    // The languages in the order of their weights (q), the first one Kaimen has wins.
    std::vector<std::pair<double, std::string>> wanted;
    std::stringstream list(acceptLanguage);
    for (std::string item; std::getline(list, item, ',');) {
        double weight = 1.0;
        const auto semicolon = item.find(';');
        if (semicolon != std::string::npos) {
            const auto q = item.find("q=", semicolon);
            if (q != std::string::npos)
                weight = std::atof(item.c_str() + q + 2);
            item = item.substr(0, semicolon);
        }
        item = asciiLowerCase(trimmed(item));
        if (!item.empty() && weight > 0)
            wanted.emplace_back(weight, item);
    }
    std::stable_sort(wanted.begin(), wanted.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[weight, tag] : wanted) {
        if (tag == "zh-tw" || tag == "zh-hk" || tag == "zh-mo" || tag.rfind("zh-hant", 0) == 0)
            return "zh_TW";
        if (tag == "zh" || tag.rfind("zh-", 0) == 0)
            return "zh_CN";
        if (tag == "en" || tag.rfind("en-", 0) == 0)
            return "en";
    }
    return "zh_CN";
}

std::string takeHomePage(const TakeHome &couplet, const std::string &token, const std::string &language)
{
    const auto &w = wordsFor(language);
    const std::string poster = "/c/" + token + "/poster.png";
    std::string content = "<img src=\"" + poster + "\" alt=\"" + escapeHtml(w.posterAlt) + "\" width=\"1080\" height=\"1528\">\n";
    content += "<div class=\"lines\">\n";
    // The meanings are English: for an English page alone.
    const bool glossed = language == "en";
    content += "<div><span>" + escapeHtml(w.horizontal) + "</span>" + escapeHtml(couplet.horizontal);
    if (glossed && !couplet.horizontalGloss.empty())
        content += "<div class=\"gloss\">" + escapeHtml(couplet.horizontalGloss) + "</div>";
    content += "</div>\n";
    content += "<div><span>" + escapeHtml(w.upper) + "</span>" + escapeHtml(couplet.upper) + "</div>\n";
    content += "<div><span>" + escapeHtml(w.lower) + "</span>" + escapeHtml(couplet.lower) + "</div>\n";
    content += "</div>\n";
    if (!couplet.wish.empty())
        content += "<div class=\"wish\">" + escapeHtml(w.wish) + escapeHtml(couplet.wish)
                   + (glossed && !couplet.wishGloss.empty() ? " (" + escapeHtml(couplet.wishGloss) + ")" : "") + "</div>\n";
    content += "<a class=\"save\" id=\"save\" href=\"" + poster + "?download=1\" download=\"kaimen-" + token.substr(0, 8)
               + ".png\">" + escapeHtml(w.save) + "</a>\n";
    return fill(w.title, content, language);
}

std::string missingCoupletPage(const std::string &language)
{
    const auto &w = wordsFor(language);
    return fill(w.missingTitle, "<p class=\"lines\">" + escapeHtml(w.missing) + "</p>\n", language);
}

} // namespace kaimen::net
