#pragma once

#include <string>

namespace kaimen {

// Writes CONTENTS to PATH so that PATH afterwards holds either its old contents or all of
// the new ones: a temp file beside it, flushed to disk, then renamed over it. Files are
// created owner-only (0600). Throws std::runtime_error naming the path and the reason.
// (Qt 6.4's QSaveFile was measured to report success on a full disk and leave an empty file:
// tests/app/tst_savefaults.cpp. Every file the kiosk keeps goes through this instead.)
void writeFileAtomically(const std::string &path, const std::string &contents);

} // namespace kaimen
