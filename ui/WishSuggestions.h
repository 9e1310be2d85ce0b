#pragma once
// The two-character wishes a visitor probably meant by three or four characters: a full name's
// given name (王建国 → 建国), a greeting of four's halves (万事如意 → 万事, 如意). The wish screen
// offers them to tap, beside the sentence that says to write two.

#include <QString>
#include <QStringList>

namespace visitor {

// Each a usable wish word; none for other lengths, for a name with a two-character surname (欧阳修:
// its given name is one character) or for halves that are not words a wish can be.
QStringList twoCharacterWishesIn(const QString &typed);

} // namespace visitor
