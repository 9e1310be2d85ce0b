#pragma once
// Reading the text files people hand the tools (wish lists, dev pairs, lexicons), as their
// editors save them.

#include <istream>
#include <string>

// std::getline that also drops what an editor adds: a UTF-8 byte-order mark before the first
// line (Windows' Notepad) and the CR of a CRLF line end. FIRST says whether LINE is the stream's
// first (set it true before the loop; the call clears it).
bool readTextLine(std::istream &in, std::string &line, bool &first);
