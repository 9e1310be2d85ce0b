#pragma once
// The revision of the couplet rules and the search, beside the rules (CoupletConstraints.h) and
// the recipe (PalmCoupletGenerator.cpp) it versions.

namespace kaimen {

// Raised whenever the couplet rules or the search change what a model writes for the same
// request: cached couplets are filed under it (serving/CacheKeys.cpp), so that a kiosk updated in
// place does not keep answering with the old couplets.
//   2: the 下联 as the 上联's answer, habitual 叠字, no unwished words;
//   3: 藏头 下联 open with a word, a wider 上联 search, no temple deities, 换一副 couplets of other
//      上联, no 横批 repeating a line;
//   4: more funeral words blocked (收殓, 寿衣, 圆寂 …), none among the openings, 藏头 上联 searched
//      per opening, each 换一副 couplet its own 横批.
//   5: an occasion's lean stops once a line holds one of its characters (and leans harder);
//   6: a 主题 上联 holds the wish word whole;
//   7: a year's booth names no other year in any keyword kind, nor its own or the last one the wrong
//      way round in a line; no words of abuse or violent death.
//   8: a 下联 answers a 上联's habitual 叠字 with one; a 主题 上联's wish word begins by the second
//      beat; a wedding's, a birthday's or a pupil's 横批 only at its booth or over lines of it.
//   9: no thing named after a zodiac animal (羊角, 羊毫) right before a 主题 wish word; a doubled
//      or bound wish (岁岁, 峥嵘) as 藏头 opens the 上联 whole.
//  10: a doubled or bound wish as 嵌字 stands whole on the 上联's second beat; no mark of an
//      unwished sense (是非, 荣辱, 愁) the request did not bring; nothing blocked ends on a 嵌字
//      character, and it makes a word in the 下联 where it does in the 上联; no other year's animal
//      by its year's epithet (金蛇, 玉兔) at a year's booth; lechery words unwished (好色).
//  11: a word opening is two characters human lines use as a word (not 州人 across 神州|人民, nor
//      a dictionary word no couplet uses: 旺季), and a 藏头 上联 opens with one too (not 致强);
//      wailing words unwished (呼号); a 主题 wish that is half of an idiom human lines write whole
//      opens the 上联 with the idiom (风调雨顺 for 雨顺), and no line writes a bound idiom's tail
//      without its head (琴调雨顺).
//  12: the temple's teaching, a life's end and the courtesans' quarter unwished (苦海, 护法, 没世,
//      章台); at a year's booth the last year's animal does not stand right before a 主题 wish
//      (骏马发财辞旧岁), nor does the steed stand for another year (骏年如意 at the sheep's); a
//      wedding's and a birthday's own words only at their booths (回首梅花迎淑女, 称觞共饮丰收酒).
//  13: a 横批 repeats no word of the lines (not 大展宏图 over …展宏图), and holds the visitor's wish
//      where a curated phrase has it as one of its words (金榜题名 for 金榜, not 喜迎新春) or is the
//      booth's occasion's own (百年好合 at a wedding's, 生意兴隆 at a shop's).
//  14: 换一副's couplets take 横批 the request's earlier couplets did not, where their tier has more;
//      a school's booth owns seven 横批 (桃李芬芳, 前程似锦 …), not two, a birthday's six (松鹤延年,
//      健康长寿 …), not three; a 主题 wish the model cannot
//      write (龘吉) is refused, not answered without it.
//  15: natural calamities, fear, tears and violence unwished (暴雨, 洪水, 魂飞, 胆寒, 泪, 断肠, 暴动:
//      暴雨无声惊世界 for 暴富, 魂飞燕舞庆新春 for 国魂).
//  16: 换一副 past the searched couplets is the best of four draws; a wish not yet cached is
//      searched first whatever the visitor has seen, and the caches that took a sample as a
//      wish's first couplet that way are forgotten; a wish's four couplets share no line (nor one
//      a character off, while others are left), and a 嵌字 or 主题 上联 gets its 下联 written only
//      when it is unlike those chosen; a visitor's 上联 gets 下联 of four openings.
//  17: a 藏头 wish whose second character seldom opens a human line while the wish often does
//      (万里, 人间, 天涯: inference/data/whole_wishes.txt) stands whole at the 上联's head; lines
//      that end with the same last beat are alike, so a wish's four couplets and a visitor's four
//      下联 end otherwise while others are left; at a year's booth no two years' animals, one the
//      next's, face each other or stand side by side but the last year's and the year's own
//      (龙腾 … / 蛇舞 … at the sheep's), and no other year is seen off (辞蛇); a 嵌字 wish whose
//      second character makes hardly a word apart from the first (社稷, 凤凰, 腾蛟) stands whole.
//  18: coldness (无情, 寂寞, 孤独 …) unwished in a wish's couplet, not in a visitor's 下联, where
//      无情 may face 有情 (梦里无情月正圆 for 入梦); a wish of it is declined; 无常, 不圆 and 未圆
//      unwished; a line's second place takes 年 or 岁 only after a head human lines open such a
//      word with (燕年如意报平安 facing 羊岁吉祥 at the sheep's booth); 无穷 is written, whole, in
//      every kind (writable_words.txt: 穷 alone stays unwritten), where it was declined.
//  19: a 藏头 wish whose second character opens no word but its own doubling (抖擞, 社稷, 辉煌,
//      春晖) stands whole at the 上联's head (擞来伟业, 稷安锦绣, 煌耀神州 were none); contention
//      (争夺, 斗争), a wastrel's life (浪子, 浪荡), wandering (流浪) and sighing (长叹, 叹息) unwished;
//      doubt (不知, 何必, 无奈) unwished in a wish's couplet (出世不知天下事 / 师生何必古今情 for 出师);
//      a 上联 broken into phrases ends on one of three characters or more (not 商量三江，四海); a 嵌字
//      character stands in its beat's word, second in a line only after one it ends a word with,
//      and the 下联's makes the same word on the same side (not 雪冲霄汉 / 风天地人, 家贵人寿); a
//      horse's tail or a sheep's head no more before a 主题 wish than a horn (马尾成功, 羊头上下).
// 20: a wish's line is seven characters or eight, and eight only as two phrases of four (六畜兴旺|三羊开泰),
//      not a seven-character line with characters stuck on (励志同心创伟业业事, 羊岁齐天开泰运转); its
//      seventh character can end the line or go on so, and does not double the sixth (创业业);
//      villainy unwished in a wish's couplet (丰收硕鼠家家乐 for 硕果).
// 21: where a visitor's 上联 doubles a character human lines write doubled at times (常常), the 下联
//      answers with such a character (每每, 久久), not a stammer (人间尽尽是神仙, 有缘自自是闲人).
// 22: a 藏头 or 嵌字 wish's forced character opens no word of prose where a couplet's word will do
//      (木头秋雨润红梅 → 木秀有余气象新, 势力乾坤 → 势如山河, 暖气万家 → 暖意万家).
// 23: rage unwished in every line (怒火迎春花烂漫 for 怒放), parting and fading in a wish's couplet
//      (异乡共饮丰收酒 → 异花争艳迎春到 for 异彩, 叶落花间春不老 → 叶下无声惊世界 for 叶茂); a 藏头
//      wish whose second character opens under 5% of its lines (3% before) opens the 上联 whole
//      (雪岭梅花香满院 / 舞台爆竹喜盈门 → 雪舞梅花香满院 / 春来杨柳绿盈门 for 雪舞); a 嵌字 pair
//      takes the part in its beat's word that its second character nearly always takes (喜鹊昂头 /
//      红梅首尾 → 激昂扬鞭 / 俯首奋蹄 for 昂首, 新春节约 → 春节大地 for 亮节).
// 24: mourning and intimacy unwished in a wish's couplet (麻衣架上月初圆 for 桑麻, 怀上乾坤 →
//      怀里乾坤 for 胸怀, 姿色辉煌 → 姿态辉煌 for 雄姿).
// 25: denial unwished in a wish's couplet, and a wish of denial declined (羊年没有丰收景 for 没有,
//      羊年不会迎春到 for 不会).
// 26: a line the model wrote that ends on one of its stock endings (歌盛世, 庆新春 …:
//      inference/data/stock_endings.txt) ranks lower among the search's couplets.
// 27: the stock endings read in 嵌字 and 主题 couplets too: sixteen, where six were read in 藏头
//      ones alone (千家乐 / 万户欢, 迎春到, 展宏图, 万家春 …).
constexpr int kCoupletRulesRevision = 27;

} // namespace kaimen
