#include "TextLines.h"

bool readTextLine(std::istream &in, std::string &line, bool &first)
{
    if (!std::getline(in, line))
        return false;
    static const std::string byteOrderMark = "\xEF\xBB\xBF";
    if (first && line.compare(0, byteOrderMark.size(), byteOrderMark) == 0)
        line.erase(0, byteOrderMark.size());
    first = false;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return true;
}
