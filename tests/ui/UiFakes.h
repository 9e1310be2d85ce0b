#pragma once
// The kiosk's backends on the engine's fake generator (tests/FakeGenerator.h): a couplet
// service that writes "如意上 / 如意下" at once, or whose model fails to load.

#include "CoupletService.h"
#include "FakeGenerator.h"
#include "kaimen/Errors.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace kaimen::testing {

inline EngineClient::Settings fakeEngine(const std::shared_ptr<FakeGenerator::Control> &control)
{
    EngineClient::Settings settings;
    settings.modelDirectory = "fake-model";
    settings.loader = fakeLoader(control);
    return settings;
}

inline EngineClient::Settings brokenEngine()
{
    EngineClient::Settings settings;
    settings.modelDirectory = "broken-model";
    settings.loader = [](const std::string &, const RuntimeOptions &) -> std::unique_ptr<CoupletGenerator> {
        throw ModelLoadError("the model folder broken-model does not exist");
    };
    return settings;
}

inline bool settles(CoupletService &service, CoupletService::State state)
{
    return QTest::qWaitFor([&] { return service.state() == state; }, 10000);
}

} // namespace kaimen::testing
