"""The occasions of themes.tsv: which couplets are a shop's, a farm's, a sheep year's, a wedding's.

A 主题 prompt names its occasion (以关键词“如意”写一副商贸春联, …写一副羊年春联), and so does the
横批 prompt (为商贸春联“…，…”写横批); "春联" is the plain Spring Festival couplet and gives the
very prompts of models trained before themes existed. The kiosk builds the same words from its
booth theme and the lunar year (ui/settings/BoothTheme.cpp): the two lists must agree.
"""
import os
import sys

PLAIN = "春联"
ZODIAC = "鼠牛虎兔龙蛇马羊猴鸡狗猪"

# themes.tsv's second level under 春联 -> the occasion a prompt names.
SPRING_TRADES = {
    "商贸春联": "商贸春联",
    "农家春联": "农家春联",
    "教育科技春联": "教育春联",
    "工交厂矿春联": "工厂春联",
    "军伍春联": "军营春联",
    "机关团体春联": "机关春联",
    "医疗卫生春联": "医院春联",
    "体育春联": "体育春联",
}
# themes.tsv's first level for the couplets that are not 春联 -> the occasion.
OCCASIONS = {"婚嫁对联": "婚联", "贺寿对联": "寿联", "居家对联": "乔迁联"}


def occasion_of(path):
    """The occasion a theme path names, "春联" for a plain one, None for those left out
    (festivals other than 元宵, births: no booth is themed for them)."""
    parts = path.split("/")
    if parts[0] == "春联":
        if len(parts) >= 3 and parts[1] == "生肖年春联":
            animal = next((c for c in parts[2] if c in ZODIAC and parts[2].find(c + "年") >= 0), None)
            return animal + "年春联" if animal else PLAIN
        if len(parts) >= 2 and parts[1] in SPRING_TRADES:
            return SPRING_TRADES[parts[1]]
        return PLAIN
    if parts[0] == "节日对联" and len(parts) >= 2 and parts[1].startswith("元宵"):
        return "元宵联"
    return OCCASIONS.get(parts[0])


def read_occasions(d, normalise):
    """(上联, 下联) -> occasion for every labelled pair of themes.tsv (normalised as the pairs are);
    none, with a note, for a data folder without the file (one made before it, or a test's)."""
    occasions = {}
    path = os.path.join(d, "themes.tsv")
    if not os.path.exists(path):
        print("no %s: no couplet is labelled with its occasion" % path, file=sys.stderr)
        return occasions
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            occasion = occasion_of(parts[2])
            if occasion:
                occasions[(normalise(parts[0]), normalise(parts[1]))] = occasion
    return occasions


def words_in(upper, lower, wish_words, real_words):
    """The keywords a 主题 example may name for a pair: the wish words it holds, else the real
    two-character words (idiom halves, 横批 halves) it holds."""
    wishes = [w for w in wish_words if w in upper or w in lower]
    if wishes:
        return wishes
    text = upper + "|" + lower
    return sorted({text[i:i + 2] for i in range(len(text) - 1) if text[i:i + 2] in real_words})


def theme_examples(pairs, occasions, wish_words, real_words, rng, copies=2):
    """主题 examples of the pairs with an occasion other than the plain one: up to COPIES per pair,
    each under another keyword the pair holds (358 sheep-year couplets are all the sheep has)."""
    out = []
    wish_words = sorted(wish_words)
    for upper, lower in pairs:
        occasion = occasions.get((upper, lower), PLAIN)
        if occasion == PLAIN:
            continue
        words = words_in(upper, lower, wish_words, real_words)
        rng.shuffle(words)
        for keyword in words[:copies]:
            out.append(("keyword_theme", {"keyword": keyword, "occasion": occasion}, upper + "|" + lower))
    return out
