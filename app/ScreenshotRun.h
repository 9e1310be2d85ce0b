#pragma once
// A --screenshot run (the screenshot test, demos): wait for a named stage, save the window, write
// beside the picture what the visitor saw (the stage, the three lines, where each stands on the
// screen, the renderer), then quit. A stage not reached in time is a failed run (exit code 3),
// never a picture of something else. While the brush writes it also measures how late the GUI
// thread's event loop runs and how long frames take (the sidecar's "brush").

#include <QString>

class QQuickWindow;

struct ScreenshotRequest {
    QString file;          // the PNG; the sidecar is the same name with .json
    QString waitFor;       // attract, input, writing, result, admin, or written (the brush's last
                           // stroke on the writing or result stage); "" = none
    int settleMs = 500;    // after the stage is reached (animations), before the picture
    int timeoutMs = 60000; // for the stage (and, for the result, the brush's last stroke)
    bool reveal = false;   // result: also FILE-25.png, -50 and -75 as the brush writes
    int lingerMs = 0;      // after the picture, keep running this long (the take-home link answers)
};

// Starts watching WINDOW (Main.qml's); quits the application when done.
void startScreenshot(QQuickWindow *window, const ScreenshotRequest &request);
