// The sound when the last stroke lands: silent unless the operator chose one, the chosen one at
// its volume, firecrackers that crack and a gong that rings, and a PC that cannot play said so.
#include "AlsaSoundOutput.h"
#include "BoothSound.h"
#include "FestiveSound.h"
#include "KioskConfig.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Remembers what it was given to play, as the speakers would play it.
class RecordedOutput : public SoundOutput {
public:
    std::vector<std::vector<int16_t>> played;
    std::string refusal;  // what play() answers: "" plays
    std::string play(std::vector<int16_t> samples, int rate) override
    {
        if (rate != festive_sound::kSampleRate)
            qFatal("played at %d samples a second", rate);
        if (refusal.empty())
            played.push_back(std::move(samples));
        return refusal;
    }
};

int peak(const std::vector<int16_t> &samples)
{
    int loudest = 0;
    for (int16_t s : samples)
        loudest = std::max(loudest, std::abs(int(s)));
    return loudest;
}

// The root mean square of each 10 ms of SAMPLES, as a fraction of full scale.
std::vector<double> loudness(const std::vector<int16_t> &samples)
{
    const size_t window = festive_sound::kSampleRate / 100;
    std::vector<double> out;
    for (size_t at = 0; at + window <= samples.size(); at += window) {
        double sum = 0;
        for (size_t i = at; i < at + window; ++i)
            sum += double(samples[i]) * samples[i];
        out.push_back(std::sqrt(sum / window) / 32768);
    }
    return out;
}

} // namespace

class TestBoothSound : public QObject {
    Q_OBJECT

private slots:
    // A fair is loud enough: a booth plays nothing unless its operator chose a sound.
    void aBoothPlaysNothingUnlessItsOperatorChoseASound()
    {
        KioskConfig config({});
        auto output = std::make_shared<RecordedOutput>();
        BoothSound sound(output, &config);
        sound.celebrate();
        QVERIFY(output->played.empty());
        config.setSoundEffect("gong");  // "not saved": this config has no file
        config.setSoundVolume(0);
        sound.celebrate();
        QVERIFY2(output->played.empty(), "a sound at volume 0");
    }

    // The chosen sound, once each time the last stroke lands, at the chosen volume.
    void theChosenSoundPlaysAtItsVolume()
    {
        KioskConfig config({});
        auto output = std::make_shared<RecordedOutput>();
        BoothSound sound(output, &config);
        config.setSoundEffect("firecrackers");
        config.setSoundVolume(100);
        sound.celebrate();
        QCOMPARE(output->played.size(), size_t(1));
        const int full = peak(output->played[0]);
        QVERIFY2(full > 26000 && full < 32767, qPrintable(QString::number(full)));  // loud, never clipped
        config.setSoundVolume(50);
        sound.celebrate();
        QCOMPARE(output->played.size(), size_t(2));
        QVERIFY(std::abs(peak(output->played[1]) - full / 2) < 200);
        QVERIFY(config.setSoundEffect("nonsense").contains("firecrackers"));  // refused, naming the choices
        QCOMPARE(config.soundEffect(), QString("firecrackers"));
    }

    // Firecrackers: many short cracks with quiet between them, about two seconds of them.
    void firecrackersCrackOneAfterAnother()
    {
        const auto samples = festive_sound::synthesise("firecrackers", 1.0);
        const double seconds = double(samples.size()) / festive_sound::kSampleRate;
        QVERIFY2(seconds > 1.5 && seconds < 3.5, qPrintable(QString::number(seconds)));
        const auto level = loudness(samples);
        int cracks = 0;
        for (size_t i = 1; i < level.size(); ++i)
            cracks += level[i] > 0.15 && level[i - 1] < 0.5 * level[i];
        QVERIFY2(cracks >= 12, qPrintable(QString("%1 cracks").arg(cracks)));
    }

    // A gong: one strike that rings on, fading, at a low pitch.
    void aGongRingsOnAfterItsStrike()
    {
        const auto samples = festive_sound::synthesise("gong", 1.0);
        const auto level = loudness(samples);
        QVERIFY(level.size() > 200);  // 2 s and more
        QVERIFY2(level[100] > 0.05 && level[100] < level[5], "not ringing a second after the strike");
        QVERIFY2(level[200] < level[100], "not fading");
        // Its pitch, from a tenth of a second's zero crossings a second in: a low gong's.
        const size_t from = festive_sound::kSampleRate, to = from + festive_sound::kSampleRate / 10;
        int crossings = 0;
        for (size_t i = from + 1; i < to; ++i)
            crossings += (samples[i - 1] < 0) != (samples[i] < 0);
        const double hertz = crossings / 2.0 * 10;
        QVERIFY2(hertz > 120 && hertz < 600, qPrintable(QString("%1 Hz").arg(hertz)));
        QVERIFY(festive_sound::synthesise("trumpet", 1.0).empty());
    }

    // A PC whose sound cannot play says why on the panel, and keeps the kiosk going.
    void aSoundThatCannotBeHeardIsSaid()
    {
        KioskConfig config({});
        config.setSoundEffect("gong");
        auto output = std::make_shared<RecordedOutput>();
        output->refusal = "the sound device \"default\" cannot play: No such file or directory";
        BoothSound sound(output, &config);
        sound.celebrate();
        QVERIFY2(sound.problem().contains("cannot play"), qPrintable(sound.problem()));
        output->refusal.clear();
        sound.celebrate();
        QVERIFY(sound.problem().isEmpty());
        // ALSA itself names a device it does not have.
        AlsaSoundOutput missing("kaimen_no_such_device");
        const std::string why = missing.play(festive_sound::synthesise("gong", 0.5), festive_sound::kSampleRate);
        QVERIFY2(why.find("kaimen_no_such_device") != std::string::npos, why.c_str());
    }

    // Speakers that stop taking sound (a device stalled, its sink gone) never hold the kiosk up:
    // the next sound and the kiosk's closing go on at once, the stuck one given up. Until session
    // 62 the next sound waited for the last one's thread, for ever.
    void stalledSpeakersDoNotHoldTheKioskUp()
    {
        // ALSA's file plugin writes what it plays into a pipe whose reader never reads: once its
        // 64 KB (0.7 s of sound) are full, the device takes no more.
        QTemporaryDir folder;
        const std::string pipe = (folder.path() + "/speakers").toStdString();
        QCOMPARE(mkfifo(pipe.c_str(), 0600), 0);
        const int reader = open(pipe.c_str(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        std::signal(SIGPIPE, SIG_IGN);  // the stuck writers' end, when the reader goes
        const auto gong = festive_sound::synthesise("gong", 0.5);  // 3 s
        QElapsedTimer clock;
        {
            AlsaSoundOutput speakers("file:'" + pipe + "',raw");
            QCOMPARE(speakers.play(gong, festive_sound::kSampleRate), std::string());
            QTest::qWait(1000);  // the pipe long full
            clock.start();
            speakers.play(gong, festive_sound::kSampleRate);  // heard or not, it must return
            QVERIFY2(clock.elapsed() < 1500, qPrintable(QString("the next sound waited %1 ms").arg(clock.elapsed())));
            clock.restart();
        }
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QString("closing waited %1 ms").arg(clock.elapsed())));
        close(reader);  // the stuck players end (EPIPE)
        QTest::qWait(200);
    }
};

QTEST_GUILESS_MAIN(TestBoothSound)
#include "tst_boothsound.moc"
