// One product of a decode step (a few rows times a weight matrix) by each library that could do
// it, side by side in one run on one thread: libtorch's at::linear (OpenBLAS here), its oneDNN
// (mkldnn) linear with the weights reordered once, its XNNPACK linear with the weights prepacked
// once (prepacked::linear_clamp_*), and Kaimen's kernels (cpu/Kernels.h) on every weight
// precision and kernel path this CPU has. Issue 21 asked which to use; the table is in
// docs/performance.md.
#include "BenchCommands.h"
#include "core/PackedWeights.h"
#include "core/Runtime.h"
#include "core/cpu/Kernels.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/torch.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>

namespace kaimen {
namespace {

using Clock = std::chrono::steady_clock;

struct Shape {
    const char *what;
    int64_t in, out;
};

// The shipped model's decoder products, and one of PALM-base's.
const Shape kShapes[] = {{"self-attention q,k,v 256->768", 256, 768},
                         {"feed-forward in 256->1024", 256, 1024},
                         {"feed-forward out 1024->256", 1024, 256},
                         {"generator 256->7710", 256, 7710},
                         {"PALM-base feed-forward 768->3072", 768, 3072}};

// Median microseconds of CALL over REPEATS calls, after a tenth as many to warm up.
double medianMicros(const std::function<void()> &call, int repeats)
{
    for (int i = 0; i < std::max(1, repeats / 10); ++i)
        call();
    std::vector<double> us;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        call();
        us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    std::nth_element(us.begin(), us.begin() + long(us.size() / 2), us.end());
    return us[us.size() / 2];
}

std::vector<int> parseRows(const std::string &text)
{
    std::vector<int> rows;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        rows.push_back(std::stoi(item));
    return rows;
}

} // namespace

int runLinearBench(const Flags &flags)
{
    configureThreads(1, 1);
    torch::NoGradGuard noGrad;
    const int repeats = flags.integer("--repeats");
    const auto rowsList = parseRows(flags.text("--rows"));
    auto &dispatcher = c10::Dispatcher::singleton();
    const auto prepack = dispatcher.findSchemaOrThrow("prepacked::linear_clamp_prepack", "");
    const auto runPrepacked = dispatcher.findSchemaOrThrow("prepacked::linear_clamp_run", "");

    const char *coretype = std::getenv("OPENBLAS_CORETYPE");
    std::printf("one thread; OPENBLAS_CORETYPE %s; median microseconds of %d calls\n", coretype ? coretype : "unset",
                repeats);
    std::vector<std::string> columns{"OpenBLAS", "oneDNN", "XNNPACK"};
    for (const auto &path : cpu::availableKernels())
        for (const char *type : {"fp32", "fp16", "int8"})
            columns.push_back(path + " " + type);
    std::printf("%-34s %4s", "product", "rows");
    for (const auto &c : columns)
        std::printf(" %15s", c.c_str());
    std::printf("\n");

    nlohmann::json results = nlohmann::json::array();
    torch::manual_seed(21);
    for (const auto &shape : kShapes) {
        const auto w = torch::randn({shape.out, shape.in}) * 0.05, b = torch::randn({shape.out}) * 0.1;
        const auto wDnn = w.to_mkldnn(), bDnn = b.to_mkldnn();
        torch::jit::Stack stack{w, b, c10::IValue(), c10::IValue()};
        prepack.callBoxed(&stack);
        const auto context = stack.at(0);
        std::vector<std::pair<std::string, cpu::PackedMatrix>> ours;
        for (const auto &path : cpu::availableKernels())
            for (auto type : {cpu::WeightType::F32, cpu::WeightType::F16, cpu::WeightType::I8})
                ours.emplace_back(path, packing::pack(w, b, type));
        for (int rows : rowsList) {
            const auto x = torch::randn({rows, shape.in});
            auto y = torch::empty({rows, shape.out});
            std::vector<double> us;
            us.push_back(medianMicros([&] { y = torch::linear(x, w, b); }, repeats));
            us.push_back(medianMicros([&] { y = at::mkldnn_linear(x.to_mkldnn(), wDnn, bDnn).to_dense(); }, repeats));
            us.push_back(medianMicros([&] {
                torch::jit::Stack s{x, context};
                runPrepacked.callBoxed(&s);
                y = s.at(0).toTensor();
            }, repeats));
            // Not a structured binding: C++17 lambdas may not capture one (clang refuses).
            for (const auto &packed : ours) {
                cpu::useKernels(packed.first);
                const cpu::PackedMatrix &matrix = packed.second;
                us.push_back(medianMicros([&] { cpu::linear(x.data_ptr<float>(), rows, matrix, y.data_ptr<float>()); },
                                          repeats));
            }
            cpu::useKernels(cpu::availableKernels().front());
            std::printf("%-34s %4d", shape.what, rows);
            for (double u : us)
                std::printf(" %15.1f", u);
            std::printf("\n");
            nlohmann::json row{{"product", shape.what}, {"rows", rows}};
            for (size_t i = 0; i < columns.size(); ++i)
                row[columns[i]] = us[i];
            results.push_back(row);
        }
    }
    if (!flags.text("--json").empty())
        std::ofstream(flags.text("--json")) << nlohmann::json{{"openblas_coretype", coretype ? coretype : ""},
                                                              {"microseconds", results}}
                                                   .dump(2)
                                            << "\n";
    return 0;
}

} // namespace kaimen
