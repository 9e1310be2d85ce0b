// The PALM network against the independent PyTorch reference, and checkpoint loading.
#include "core/Checkpoint.h"
#include "Fixtures.h"
#include "core/PalmModel.h"
#include "core/Search.h"
#include "kaimen/Errors.h"
#include "kaimen/Manifest.h"

#include <torch/serialize.h>

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace kaimen;

namespace {

std::map<std::string, torch::Tensor> readDict(const std::string &file)
{
    std::ifstream in(file, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::map<std::string, torch::Tensor> out;
    for (const auto &entry : torch::pickle_load(bytes).toGenericDict())
        out[entry.key().toStringRef()] = entry.value().toTensor();
    return out;
}

void writeDict(const std::map<std::string, torch::Tensor> &tensors, const std::string &file)
{
    c10::Dict<std::string, torch::Tensor> dict;
    for (const auto &[k, v] : tensors)
        dict.insert(k, v);
    const auto bytes = torch::pickle_save(c10::IValue(dict));
    std::ofstream(file, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
}

double maxDiff(const torch::Tensor &a, const torch::Tensor &b)
{
    return (a.to(torch::kFloat) - b.to(torch::kFloat)).abs().max().item<double>();
}

std::vector<int> toVector(const torch::Tensor &t)
{
    std::vector<int> v;
    for (int64_t i = 0; i < t.numel(); ++i)
        v.push_back(int(t[i].item<int64_t>()));
    return v;
}

} // namespace

class TestModelCore : public QObject {
    Q_OBJECT

    Manifest m_manifest;
    QTemporaryDir m_tmp;

    PalmModel loaded(const std::string &weights)
    {
        PalmModel model(m_manifest.config);
        loadCheckpoint(model, weights);
        model->eval();
        return model;
    }
    QString loadError(const std::string &weights, const ModelConfig *config = nullptr)
    {
        PalmModel model(config ? *config : m_manifest.config);
        try {
            loadCheckpoint(model, weights);
        } catch (const ModelLoadError &e) {
            return QString::fromUtf8(e.what());
        }
        return {};
    }
    std::string tmp(const char *name) const { return (m_tmp.path() + "/" + name).toStdString(); }

    // The decoders a test runs on: libtorch's, and the packed FP32 one on each kernel path this
    // CPU has ("packed avx2" ...); every one must match the independent reference.
    static void addDecoderRows(const std::vector<int> &beams = {0})
    {
        std::vector<std::string> decoders{"libtorch"};
        for (const auto &kernels : cpu::availableKernels())
            decoders.push_back("packed " + kernels);
        // The hypotheses of a step split between two threads.
        decoders.push_back("packed " + cpu::availableKernels().front() + " 2-threads");
        for (int b : beams)
            for (const auto &d : decoders) {
                const auto name = b ? d + ", beam " + std::to_string(b) : d;
                QTest::newRow(name.c_str()) << QString::fromStdString(d) << b;
            }
    }
    // The search the reference's beam outputs were made with (tools/reference/palm_fixture.py).
    static DecodingOptions referenceSearch(int beams)
    {
        DecodingOptions options;
        options.beams = beams;
        options.maxLength = 8;
        options.lengthPenalty = 0.6;
        return options;
    }
    static void chooseDecoder(PalmModel &model, const QString &decoder)
    {
        if (decoder == "libtorch")
            return;
        QVERIFY(cpu::useKernels(decoder.section(' ', 1, 1).toStdString()));
        model->usePackedNetwork(cpu::WeightType::F32, decoder.endsWith("2-threads") ? 2 : 1);
    }

private slots:
    void initTestCase()
    {
        torch::set_num_threads(1);
        m_manifest = loadManifest(fixture("palm"));
        QVERIFY(m_tmp.isValid());
    }

    void matchesTheReferenceStepByStep_data()
    {
        QTest::addColumn<QString>("decoder");
        QTest::addColumn<int>("unused");
        addDecoderRows();
    }
    void matchesTheReferenceStepByStep()
    {
        QFETCH(QString, decoder);
        torch::NoGradGuard noGrad;
        auto model = loaded(m_manifest.weightsFile);
        chooseDecoder(model, decoder);
        auto ref = readDict(fixture("palm/parity.pt"));
        auto source = ref["source"];
        auto memory = model->encode(source);
        QVERIFY2(maxDiff(memory, ref["encoder"]) < 1e-4, qPrintable(QString::number(maxDiff(memory, ref["encoder"]))));

        // Incremental decoding with the preallocated KV cache, along the reference's forced target.
        auto state = model->startDecoding(memory, source, 1, 8);
        auto last = torch::full({2}, 2, torch::kLong);
        auto forced = ref["forced"];
        for (int64_t t = 0; t < forced.size(1); ++t) {
            auto logProbs = model->decodeStep(last, t, state);
            const double diff = maxDiff(logProbs, ref["step_logprobs"].select(1, t));
            QVERIFY2(diff < 1e-4, qPrintable(QString("step %1 differs by %2").arg(t).arg(diff)));
            last = forced.select(1, t);
        }
        // The teacher-forced pass (training's path) agrees with the reference too.
        auto prefix = torch::cat({torch::full({2, 1}, 2, torch::kLong), forced}, 1);
        auto full = model->forward(source, prefix).narrow(1, 0, forced.size(1));
        QVERIFY(maxDiff(full, ref["full_logprobs"]) < 1e-4);
    }

    void greedyAndBeamOutputsAreIdentical_data()
    {
        QTest::addColumn<QString>("decoder");
        QTest::addColumn<int>("beams");
        addDecoderRows({1, 3});
    }
    void greedyAndBeamOutputsAreIdentical()
    {
        QFETCH(QString, decoder);
        QFETCH(int, beams);
        torch::NoGradGuard noGrad;
        auto model = loaded(m_manifest.weightsFile);
        chooseDecoder(model, decoder);
        auto ref = readDict(fixture("palm/parity.pt"));
        const auto options = referenceSearch(beams);
        auto found = beamSearch(model, ref["source"], options, {2, 3}, nullptr);
        QCOMPARE(found.size(), size_t(2));
        for (int row = 0; row < 2; ++row) {
            const auto key = "beam" + std::to_string(beams) + "_row" + std::to_string(row);
            QVERIFY(!found[size_t(row)].empty());
            QCOMPARE(found[size_t(row)].front().tokens, toVector(ref[key + "_tokens"]));
            QVERIFY(std::abs(found[size_t(row)].front().score - ref[key + "_score"].item<double>()) < 1e-4);
        }
    }

    // The per-opening 藏头 searches send one prompt several times: encoded and attended once,
    // each copy must still decode exactly as the prompt alone.
    void repeatedSourcesDecodeAsTheirFirst_data()
    {
        QTest::addColumn<QString>("decoder");
        QTest::addColumn<int>("beams");
        addDecoderRows({3});
    }
    void repeatedSourcesDecodeAsTheirFirst()
    {
        QFETCH(QString, decoder);
        QFETCH(int, beams);
        torch::NoGradGuard noGrad;
        auto model = loaded(m_manifest.weightsFile);
        chooseDecoder(model, decoder);
        auto ref = readDict(fixture("palm/parity.pt"));
        auto source = ref["source"].index_select(0, torch::tensor({1, 0, 1, 1}, torch::kLong));
        const auto options = referenceSearch(beams);
        auto found = beamSearch(model, source, options, {2, 3}, nullptr);
        for (int row : {0, 2, 3}) {
            QVERIFY(!found[size_t(row)].empty());
            QCOMPARE(found[size_t(row)].front().tokens, toVector(ref["beam3_row1_tokens"]));
        }
        QCOMPARE(found[1].front().tokens, toVector(ref["beam3_row0_tokens"]));
    }

    void oldModelScopeNamesLoadTheSameWeights()
    {
        torch::NoGradGuard noGrad;
        auto a = loaded(m_manifest.weightsFile);
        auto b = loaded(loadManifest(fixture("palm-old")).weightsFile);
        auto wa = namedWeights(a), wb = namedWeights(b);
        for (size_t i = 0; i < wa.size(); ++i)
            QVERIFY2(wa[i].second.equal(wb[i].second), wa[i].first.c_str());
    }

    void corruptFilesAreClearErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QByteArray() << "empty";
        QTest::newRow("garbage") << QByteArray(4096, 'x') << "corrupt or truncated";
        QFile good(QString::fromStdString(m_manifest.weightsFile));
        QVERIFY(good.open(QIODevice::ReadOnly));
        const auto all = good.readAll();
        QTest::newRow("truncated") << all.left(all.size() / 2) << "corrupt or truncated";
        auto flipped = all;
        for (int i = 64; i < 200; ++i)
            flipped[i] = char(flipped[i] ^ 0x5A);
        QTest::newRow("bit-flipped header") << flipped << "weights";
        // Found by fuzz/fuzz_checkpoint: a flipped central directory crashed libtorch's reader.
        QFile crash(sourceFile("fuzz/corpus/checkpoint/regression-bitflipped-central-directory.pt"));
        QVERIFY(crash.open(QIODevice::ReadOnly));
        QTest::newRow("bit-flipped central directory") << crash.readAll() << "corrupt or truncated";
        // Found next: a damaged pickle in a sound archive crashed libtorch's unpickler.
        QFile pickle(sourceFile("fuzz/corpus/checkpoint/regression-damaged-pickle-crc.pt"));
        QVERIFY(pickle.open(QIODevice::ReadOnly));
        QTest::newRow("damaged pickle (CRC)") << pickle.readAll() << "CRC";
    }
    void corruptFilesAreClearErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        const auto file = tmp("corrupt.pt");
        std::ofstream(file, std::ios::binary | std::ios::trunc).write(bytes.constData(), bytes.size());
        const auto error = loadError(file);
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY2(error.contains(QString::fromStdString(file)), qPrintable(error));
    }

    void missingFileIsAClearError()
    {
        QVERIFY(loadError("/nonexistent/weights.pt").contains("missing"));
    }

    void wrongShapesNameTheKeyAndBothShapes()
    {
        auto config = m_manifest.config;
        config.decoder.ffnSize = 48;
        const auto error = loadError(m_manifest.weightsFile, &config);
        QVERIFY2(error.contains("decoder.transformer_layers.0.feed_forward.w_1.weight"), qPrintable(error));
        QVERIFY2(error.contains("[64, 32]") && error.contains("[48, 32]"), qPrintable(error));
    }

    void missingAndUnexpectedTensorsAreNamed()
    {
        auto tensors = readDict(m_manifest.weightsFile);
        tensors.erase("decoder.layer_norm.bias");
        writeDict(tensors, tmp("missing.pt"));
        QVERIFY(loadError(tmp("missing.pt")).contains("lack the tensor decoder.layer_norm.bias"));

        tensors = readDict(m_manifest.weightsFile);
        tensors["decoder.extra.weight"] = torch::zeros({3});
        writeDict(tensors, tmp("extra.pt"));
        QVERIFY(loadError(tmp("extra.pt")).contains("unexpected tensor decoder.extra.weight"));

        tensors = readDict(m_manifest.weightsFile);
        tensors["generator.dense.weight"] = torch::zeros_like(tensors["decoder.embeddings.weight"]);
        writeDict(tensors, tmp("untied.pt"));
        QVERIFY(loadError(tmp("untied.pt")).contains("not tied"));
    }

    void aTensorInsteadOfADictIsRejected()
    {
        const auto bytes = torch::pickle_save(c10::IValue(torch::zeros({2})));
        std::ofstream(tmp("tensor.pt"), std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
        QVERIFY(loadError(tmp("tensor.pt")).contains("not a dict"));
    }

    void savedCheckpointsRoundTripOwnerOnly()
    {
        torch::NoGradGuard noGrad;
        auto model = loaded(m_manifest.weightsFile);
        saveCheckpoint(model, tmp("saved.pt"), true);
        struct stat st {};
        QCOMPARE(::stat(tmp("saved.pt").c_str(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        auto again = loaded(tmp("saved.pt"));
        auto a = namedWeights(model), b = namedWeights(again);
        for (size_t i = 0; i < a.size(); ++i)
            QVERIFY2(maxDiff(a[i].second, b[i].second) < 2e-3, a[i].first.c_str());  // FP16 storage
        QVERIFY(!std::filesystem::exists(tmp("saved.pt") + ".tmp"));
    }

    // INT8 storage (tools/package_model.py --int8): a matrix as int8 with one scale per row
    // loads as its scaled values, within half a step of the original; a matrix without its
    // scales is a clear error.
    void int8WeightsLoadAsTheirScaledValues()
    {
        torch::NoGradGuard noGrad;
        const auto original = readDict(m_manifest.weightsFile);
        std::map<std::string, torch::Tensor> stored;
        std::map<std::string, torch::Tensor> steps;
        for (const auto &[name, tensor] : original) {
            if (tensor.dim() != 2) {
                stored[name] = tensor;
                continue;
            }
            const auto w = tensor.to(torch::kFloat);
            const auto scale = (w.abs().amax(1) / 127.0).clamp_min(1e-8);
            stored[name] = (w / scale.unsqueeze(1)).round().clamp(-127, 127).to(torch::kChar);
            stored[name + ":scale"] = scale.to(torch::kHalf);
            steps[name] = scale;
        }
        writeDict(stored, tmp("int8.pt"));
        auto model = loaded(tmp("int8.pt"));
        for (const auto &[name, weight] : namedWeights(model)) {
            const auto it = steps.find(name);
            const double tolerance = it == steps.end() ? 1e-6 : it->second.max().item<double>() * 0.51 + 1e-3;
            QVERIFY2(maxDiff(weight, original.at(name)) <= tolerance, name.c_str());
        }
        stored.erase(steps.begin()->first + ":scale");
        writeDict(stored, tmp("int8-unscaled.pt"));
        QVERIFY2(loadError(tmp("int8-unscaled.pt")).contains("lacks its scales"), qPrintable(loadError(tmp("int8-unscaled.pt"))));
    }

    void badManifestsNameTheKey_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("wrong type") << "\"encoder_layers\": \"two\"" << "architecture.encoder_layers";
        QTest::newRow("out of range") << "\"encoder_layers\": 1000" << "from 1 to 64";
        QTest::newRow("not json") << "{{{" << "not valid JSON";
    }
    void badManifestsNameTheKey()
    {
        QFETCH(QString, edit);
        QFETCH(QString, mentions);
        const auto dir = tmp("badmodel");
        std::filesystem::create_directories(dir);
        std::ifstream in(fixture("palm/manifest.json"));
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto at = text.find("\"encoder_layers\": 2");
        QVERIFY(at != std::string::npos);
        text.replace(at, std::string("\"encoder_layers\": 2").size(), edit.toStdString());
        std::ofstream(dir + "/manifest.json", std::ios::trunc) << text;
        try {
            loadManifest(dir);
            QFAIL("the manifest must be rejected");
        } catch (const ModelLoadError &e) {
            QVERIFY2(QString(e.what()).contains(mentions), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestModelCore)
#include "tst_modelcore.moc"
