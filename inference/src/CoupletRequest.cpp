#include "kaimen/CoupletRequest.h"

namespace kaimen {

bool parseCoupletKind(const std::string &text, CoupletKind *kind)
{
    if (text == "cangtou")
        *kind = CoupletKind::Cangtou;
    else if (text == "qianzi")
        *kind = CoupletKind::Qianzi;
    else if (text == "theme")
        *kind = CoupletKind::Theme;
    else
        return false;
    return true;
}

const char *coupletKindName(CoupletKind kind)
{
    switch (kind) {
    case CoupletKind::Cangtou:
        return "cangtou";
    case CoupletKind::Qianzi:
        return "qianzi";
    case CoupletKind::Theme:
        break;
    }
    return "theme";
}

} // namespace kaimen
