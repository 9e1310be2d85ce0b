#include "TrainOptions.h"

#include "Flags.h"

#include <sstream>
#include <stdexcept>

namespace kaimen::train {

const char *const kUsage =
    "usage: kaimen-train [--corpus DIR] [--out DIR] [--device cpu|cuda|auto] [--threads N] [--blas-threads N]\n"
    "  [--hidden 256] [--encoder-layers 3] [--decoder-layers 3] [--encoder-heads 4] [--decoder-heads 4] [--ffn 1024]\n"
    "  [--dropout 0.1] [--label-smoothing 0.1] [--lr 1e-3] [--warmup 400] [--steps 8000] [--batch-tokens 6000]\n"
    "  [--init WEIGHTS.pt] [--clip 1.0] [--eval-every 300] [--save-every 250] [--minutes M] [--seed S] [--resume] [--untied-embeddings]\n"
    "  [--autocast off|bf16] (bf16: the forward pass's matrix products in bfloat16, weights and optimizer in float32)\n";

Options parseOptions(int argc, char **argv)
{
    Options o;
    const auto text = [](auto value) {
        std::ostringstream out;
        out << value;
        return out.str();
    };
    const Flags flags(argc, argv, 1,
                      {{"--corpus", o.corpus}, {"--out", o.out}, {"--device", o.device}, {"--init", o.init},
                       {"--threads", text(o.threads)}, {"--blas-threads", text(o.blasThreads)}, {"--hidden", text(o.hidden)},
                       {"--encoder-layers", text(o.encoderLayers)}, {"--decoder-layers", text(o.decoderLayers)},
                       {"--encoder-heads", text(o.encoderHeads)}, {"--decoder-heads", text(o.decoderHeads)},
                       {"--ffn", text(o.ffn)}, {"--dropout", text(o.dropout)}, {"--label-smoothing", text(o.labelSmoothing)},
                       {"--lr", text(o.lr)}, {"--warmup", text(o.warmup)}, {"--steps", text(o.steps)},
                       {"--batch-tokens", text(o.batchTokens)}, {"--clip", text(o.clip)}, {"--eval-every", text(o.evalEvery)},
                       {"--save-every", text(o.saveEvery)}, {"--minutes", text(o.minutes)}, {"--seed", text(o.seed)},
                       {"--autocast", "off"}},
                      {"--resume", "--untied-embeddings", "--help", "-h"});
    o.help = flags.given("--help") || flags.given("-h");
    o.corpus = flags.text("--corpus");
    o.out = flags.text("--out");
    o.device = flags.text("--device");
    o.init = flags.text("--init");
    o.threads = flags.integer("--threads");
    o.blasThreads = flags.integer("--blas-threads");
    o.hidden = flags.integer64("--hidden");
    o.encoderLayers = flags.integer64("--encoder-layers");
    o.decoderLayers = flags.integer64("--decoder-layers");
    o.encoderHeads = flags.integer64("--encoder-heads");
    o.decoderHeads = flags.integer64("--decoder-heads");
    o.ffn = flags.integer64("--ffn");
    o.dropout = flags.number("--dropout");
    o.labelSmoothing = flags.number("--label-smoothing");
    o.lr = flags.number("--lr");
    o.warmup = flags.integer64("--warmup");
    o.steps = flags.integer64("--steps");
    o.batchTokens = flags.integer64("--batch-tokens");
    o.clip = flags.number("--clip");
    o.evalEvery = flags.integer64("--eval-every");
    o.saveEvery = flags.integer64("--save-every");
    o.minutes = flags.number("--minutes");
    o.seed = uint64_t(flags.integer64("--seed"));
    o.resume = flags.given("--resume");
    const std::string autocast = flags.text("--autocast");
    if (autocast != "off" && autocast != "bf16")
        throw std::invalid_argument("--autocast takes off or bf16, not \"" + autocast + "\"");
    o.bf16 = autocast == "bf16";
    o.tieEmbeddings = !flags.given("--untied-embeddings");
    return o;
}

std::string architectureText(const Options &o, int64_t vocab)
{
    std::ostringstream out;
    out << "vocab_size=" << vocab << "\nhidden_size=" << o.hidden << "\nencoder_layers=" << o.encoderLayers
        << "\nencoder_heads=" << o.encoderHeads << "\nencoder_ffn=" << o.ffn << "\ndecoder_layers=" << o.decoderLayers
        << "\ndecoder_heads=" << o.decoderHeads << "\ndecoder_ffn=" << o.ffn << "\ndropout=" << o.dropout
        << "\nmax_positions=128\ndecoder_max_positions=128\n";
    return out.str();
}

} // namespace kaimen::train
