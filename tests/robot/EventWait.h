#pragma once
// Waiting that keeps the kiosk's event loop running the whole time. Qt Test's qWait and qWaitFor
// (Qt 6.4) sleep the GUI thread up to 10 ms between passes of the loop: no frame is drawn, no
// animation ticks and no touch is answered while they sleep, and a fast-paced visit was mostly
// those sleeps (docs/reliability.md, session 21).

#include <functional>

namespace robot {

// Runs the event loop until DONE holds or MS milliseconds have passed; DONE is checked after
// every pass and at least every 2 ms. True when DONE held.
bool waitUntil(const std::function<bool()> &done, int ms);

// Runs the event loop for MS milliseconds (at least one pass).
void runFor(int ms);

} // namespace robot
