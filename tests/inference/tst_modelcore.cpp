// The PALM network against the independent PyTorch reference, and checkpoint loading.
#include "core/Checkpoint.h"
#include "Fixtures.h"
#include "core/PalmModel.h"
#include "core/SafeTensors.h"
#include "core/Search.h"
#include "kaimen/Errors.h"
#include "kaimen/Manifest.h"

#include <torch/serialize.h>

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

using namespace kaimen;

namespace {

// A safetensors file of HEADER (JSON text) and DATA bytes, for files no writer would make.
QByteArray safetensorsBytes(const QByteArray &header, int dataBytes)
{
    QByteArray bytes(8, '\0');
    const uint64_t length = uint64_t(header.size());
    std::memcpy(bytes.data(), &length, 8);
    return bytes + header + QByteArray(dataBytes, '\1');
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
        auto ref = readSafeTensors(fixture("palm/parity.safetensors"));
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
        auto ref = readSafeTensors(fixture("palm/parity.safetensors"));
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
        auto ref = readSafeTensors(fixture("palm/parity.safetensors"));
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

    // Every offset, dtype, shape and size is checked before any data is touched (issue 22).
    void corruptFilesAreClearErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QByteArray() << "0 bytes";
        QTest::newRow("garbage") << QByteArray(4096, 'x') << "header claims";
        QFile good(QString::fromStdString(m_manifest.weightsFile));
        QVERIFY(good.open(QIODevice::ReadOnly));
        const auto all = good.readAll();
        QTest::newRow("truncated") << all.left(all.size() / 2) << "truncated";
        QTest::newRow("truncated in the header") << all.left(40) << "truncated";
        auto flipped = all;
        for (int i = 16; i < 200; ++i)
            flipped[i] = char(flipped[i] ^ 0x5A);
        QTest::newRow("bit-flipped header") << flipped << "not valid JSON";
        QByteArray oversized(8, '\0');
        const uint64_t huge = uint64_t(1) << 40;
        std::memcpy(oversized.data(), &huge, 8);
        QTest::newRow("oversized header") << oversized + QByteArray(64, ' ') << "more than";
        const int f32 = 4 * 6;
        QTest::newRow("overlapping offsets")
            << safetensorsBytes(R"({"a":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},)"
                                R"("b":{"dtype":"F32","shape":[6],"data_offsets":[16,40]}})", 40)
            << "tensors a and b overlap";
        QTest::newRow("a gap between tensors")
            << safetensorsBytes(R"({"a":{"dtype":"F32","shape":[6],"data_offsets":[0,24]},)"
                                R"("b":{"dtype":"F32","shape":[6],"data_offsets":[32,56]}})", 56)
            << "belong to no tensor";
        QTest::newRow("offsets past the end")
            << safetensorsBytes(R"({"a":{"dtype":"F32","shape":[6],"data_offsets":[0,24]}})", f32 - 4) << "outside the";
        QTest::newRow("wrong dtype")
            << safetensorsBytes(R"({"a":{"dtype":"Q4","shape":[6],"data_offsets":[0,24]}})", f32) << "dtype \"Q4\"";
        QTest::newRow("size against shape")
            << safetensorsBytes(R"({"a":{"dtype":"F16","shape":[6],"data_offsets":[0,24]}})", f32) << "needs 6 x 2 bytes";
        QTest::newRow("negative size")
            << safetensorsBytes(R"({"a":{"dtype":"F32","shape":[-6],"data_offsets":[0,24]}})", f32) << "not a non-negative";
        QTest::newRow("shape overflow")
            << safetensorsBytes(R"({"a":{"dtype":"F32","shape":[4294967296,4294967296,4294967296],"data_offsets":[0,24]}})", f32)
            << "too large";
        QTest::newRow("not an object") << safetensorsBytes("[1, 2]  ", 0) << "not an object";
        // A PyTorch archive (here the one that crashed libtorch's zip reader before issue 21) is
        // not read at all: the message names the command that converts the folder.
        QFile pickled(sourceFile("fuzz/corpus/checkpoint/regression-bitflipped-central-directory.pt"));
        QVERIFY(pickled.open(QIODevice::ReadOnly));
        QTest::newRow("a PyTorch pickle archive") << pickled.readAll() << "tools/convert_weights.py";
    }
    void corruptFilesAreClearErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        const auto file = tmp("corrupt.safetensors");
        std::ofstream(file, std::ios::binary | std::ios::trunc).write(bytes.constData(), bytes.size());
        const auto error = loadError(file);
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY2(error.contains(QString::fromStdString(file)), qPrintable(error));
    }

    void missingFileIsAClearError()
    {
        QVERIFY(loadError("/nonexistent/weights.safetensors").contains("missing"));
    }

    // A model folder from before issue 22 holds weights.pt: one message naming the command.
    void aFolderWithOnlyPickledWeightsNamesTheConverter()
    {
        const auto folder = m_tmp.path().toStdString() + "/old-model";
        std::filesystem::create_directories(folder);
        const auto bytes = torch::pickle_save(c10::IValue(torch::zeros({2})));
        std::ofstream(folder + "/weights.pt", std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
        const auto error = loadError(folder + "/weights.safetensors");
        QVERIFY2(error.contains("holds weights.pt") && error.contains("tools/convert_weights.py " + QString::fromStdString(folder)),
                 qPrintable(error));
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
        auto tensors = readSafeTensors(m_manifest.weightsFile);
        tensors.erase("decoder.layer_norm.bias");
        writeSafeTensors(tmp("missing.safetensors"), tensors);
        QVERIFY(loadError(tmp("missing.safetensors")).contains("lack the tensor decoder.layer_norm.bias"));

        tensors = readSafeTensors(m_manifest.weightsFile);
        tensors["decoder.extra.weight"] = torch::zeros({3});
        writeSafeTensors(tmp("extra.safetensors"), tensors);
        QVERIFY(loadError(tmp("extra.safetensors")).contains("unexpected tensor decoder.extra.weight"));

        tensors = readSafeTensors(m_manifest.weightsFile);
        tensors["generator.dense.weight"] = torch::zeros_like(tensors["decoder.embeddings.weight"]);
        writeSafeTensors(tmp("untied.safetensors"), tensors);
        QVERIFY(loadError(tmp("untied.safetensors")).contains("not tied"));
    }

    void savedCheckpointsRoundTripOwnerOnly()
    {
        torch::NoGradGuard noGrad;
        auto model = loaded(m_manifest.weightsFile);
        saveCheckpoint(model, tmp("saved.safetensors"), true);
        struct stat st {};
        QCOMPARE(::stat(tmp("saved.safetensors").c_str(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        auto again = loaded(tmp("saved.safetensors"));
        auto a = namedWeights(model), b = namedWeights(again);
        for (size_t i = 0; i < a.size(); ++i)
            QVERIFY2(maxDiff(a[i].second, b[i].second) < 2e-3, a[i].first.c_str());  // FP16 storage
        QVERIFY(!std::filesystem::exists(tmp("saved.safetensors") + ".tmp"));
    }

    // INT8 storage (tools/package_model.py --int8): a matrix as int8 with one scale per row
    // loads as its scaled values, within half a step of the original; a matrix without its
    // scales is a clear error.
    void int8WeightsLoadAsTheirScaledValues()
    {
        torch::NoGradGuard noGrad;
        const auto original = readSafeTensors(m_manifest.weightsFile);
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
        writeSafeTensors(tmp("int8.safetensors"), stored);
        auto model = loaded(tmp("int8.safetensors"));
        for (const auto &[name, weight] : namedWeights(model)) {
            const auto it = steps.find(name);
            const double tolerance = it == steps.end() ? 1e-6 : it->second.max().item<double>() * 0.51 + 1e-3;
            QVERIFY2(maxDiff(weight, original.at(name)) <= tolerance, name.c_str());
        }
        stored.erase(steps.begin()->first + ":scale");
        writeSafeTensors(tmp("int8-unscaled.safetensors"), stored);
        QVERIFY2(loadError(tmp("int8-unscaled.safetensors")).contains("lacks its scales"), qPrintable(loadError(tmp("int8-unscaled.safetensors"))));
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
