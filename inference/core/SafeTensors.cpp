#include "SafeTensors.h"

#include "kaimen/AtomicFile.h"
#include "kaimen/Errors.h"

#include <ATen/ATen.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "safetensors data is little-endian, as is this CPU's");

namespace kaimen {
namespace {

// The safetensors library's own limit: a header past it is not a model's.
constexpr uint64_t kMaxHeaderBytes = 100u << 20;
constexpr size_t kMaxDimensions = 8;

struct DtypeName {
    const char *name;
    at::ScalarType type;
};
const DtypeName kDtypes[] = {{"F64", at::kDouble}, {"F32", at::kFloat}, {"F16", at::kHalf}, {"BF16", at::kBFloat16},
                             {"I64", at::kLong},   {"I32", at::kInt},   {"I16", at::kShort}, {"I8", at::kChar},
                             {"U8", at::kByte},    {"BOOL", at::kBool}};

std::string dtypeList()
{
    std::string names;
    for (const auto &d : kDtypes)
        names += (names.empty() ? "" : ", ") + std::string(d.name);
    return names;
}

// The file mapped read-only; unmapped when the last tensor over it goes.
class Mapping {
public:
    explicit Mapping(const std::string &file)
    {
        const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            throw ModelLoadError("cannot open the model weights " + file + ": the file is missing or unreadable");
        struct stat st {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            throw ModelLoadError("the model weights " + file + " are not a regular file");
        }
        m_size = size_t(st.st_size);
        if (m_size > 0) {
            void *p = ::mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, fd, 0);
            if (p == MAP_FAILED) {
                ::close(fd);
                throw ModelLoadError("cannot map the model weights " + file + " into memory: " + std::strerror(errno));
            }
            m_data = static_cast<const uint8_t *>(p);
        }
        ::close(fd);
    }
    ~Mapping()
    {
        if (m_data)
            ::munmap(const_cast<uint8_t *>(m_data), m_size);
    }
    Mapping(const Mapping &) = delete;
    Mapping &operator=(const Mapping &) = delete;

    const uint8_t *data() const { return m_data; }
    size_t size() const { return m_size; }

private:
    const uint8_t *m_data = nullptr;
    size_t m_size = 0;
};

struct Entry {
    std::string name;
    at::ScalarType type;
    std::vector<int64_t> shape;
    uint64_t begin, end;
};

[[noreturn]] void fail(const std::string &file, const std::string &problem)
{
    throw ModelLoadError("the model weights " + file + " are not a valid safetensors file: " + problem);
}

uint64_t unsignedAt(const std::string &file, const nlohmann::json &value, const std::string &what)
{
    if (!value.is_number_unsigned())
        fail(file, what + " is " + value.dump() + ", not a non-negative integer");
    return value.get<uint64_t>();
}

Entry parseEntry(const std::string &file, const std::string &name, const nlohmann::json &j, uint64_t dataBytes)
{
    if (!j.is_object() || !j.contains("dtype") || !j.contains("shape") || !j.contains("data_offsets"))
        fail(file, "tensor " + name + " lacks dtype, shape or data_offsets");
    Entry e{name, at::kFloat, {}, 0, 0};
    const auto &dtype = j["dtype"];
    const auto known = std::find_if(std::begin(kDtypes), std::end(kDtypes), [&](const DtypeName &d) {
        return dtype.is_string() && dtype.get<std::string>() == d.name;
    });
    if (known == std::end(kDtypes))
        fail(file, "tensor " + name + " has dtype " + dtype.dump() + "; expected one of " + dtypeList());
    e.type = known->type;
    const auto &shape = j["shape"];
    if (!shape.is_array() || shape.size() > kMaxDimensions)
        fail(file, "tensor " + name + " has shape " + shape.dump() + "; expected a list of at most 8 sizes");
    uint64_t count = 1;
    for (const auto &size : shape) {
        const uint64_t n = unsignedAt(file, size, "a size in the shape of " + name);
        if (n > uint64_t(INT64_MAX) || __builtin_mul_overflow(count, n, &count))
            fail(file, "tensor " + name + " has shape " + shape.dump() + ", too large for any file");
        e.shape.push_back(int64_t(n));
    }
    const auto &offsets = j["data_offsets"];
    if (!offsets.is_array() || offsets.size() != 2)
        fail(file, "tensor " + name + " has data_offsets " + offsets.dump() + "; expected [begin, end]");
    e.begin = unsignedAt(file, offsets[0], "the begin offset of " + name);
    e.end = unsignedAt(file, offsets[1], "the end offset of " + name);
    if (e.begin > e.end || e.end > dataBytes)
        fail(file, "tensor " + name + " has data_offsets [" + std::to_string(e.begin) + ", " + std::to_string(e.end)
                       + "], outside the " + std::to_string(dataBytes) + " data bytes (truncated?)");
    uint64_t bytes = 0;
    if (__builtin_mul_overflow(count, uint64_t(c10::elementSize(e.type)), &bytes) || bytes != e.end - e.begin)
        fail(file, "tensor " + name + " of shape " + shape.dump() + " and dtype " + known->name + " needs "
                       + std::to_string(count) + " x " + std::to_string(c10::elementSize(e.type)) + " bytes, but its offsets hold "
                       + std::to_string(e.end - e.begin));
    return e;
}

// Tensors must tile the data exactly, in some order: no byte read twice, none left over.
void checkTiling(const std::string &file, std::vector<Entry> &entries, uint64_t dataBytes)
{
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    uint64_t covered = 0;
    const Entry *previous = nullptr;
    for (const auto &e : entries) {
        if (e.begin < covered)
            fail(file, "tensors " + previous->name + " and " + e.name + " overlap (bytes " + std::to_string(e.begin) + " to "
                           + std::to_string(std::min(covered, e.end)) + ")");
        if (e.begin > covered)
            fail(file, "data bytes " + std::to_string(covered) + " to " + std::to_string(e.begin) + " belong to no tensor");
        covered = e.end;
        previous = &e;
    }
    if (covered != dataBytes)
        fail(file, "data bytes " + std::to_string(covered) + " to " + std::to_string(dataBytes) + " belong to no tensor");
}

} // namespace

std::map<std::string, at::Tensor> readSafeTensors(const std::string &file)
{
    auto mapping = std::make_shared<Mapping>(file);
    const uint64_t size = mapping->size();
    if (size < 8)
        fail(file, "it has " + std::to_string(size) + " bytes, fewer than the 8 of the header length (truncated?)");
    uint64_t headerBytes = 0;
    std::memcpy(&headerBytes, mapping->data(), 8);
    if (headerBytes > kMaxHeaderBytes)
        fail(file, "its header claims " + std::to_string(headerBytes) + " bytes, more than the "
                       + std::to_string(kMaxHeaderBytes) + " any model needs");
    if (headerBytes > size - 8)
        fail(file, "its header claims " + std::to_string(headerBytes) + " bytes but only " + std::to_string(size - 8)
                       + " follow (truncated?)");
    const char *text = reinterpret_cast<const char *>(mapping->data() + 8);
    nlohmann::json header;
    try {
        header = nlohmann::json::parse(text, text + headerBytes);
    } catch (const nlohmann::json::exception &e) {
        fail(file, std::string("its header is not valid JSON (") + e.what() + ")");
    }
    if (!header.is_object())
        fail(file, "its header is " + std::string(header.type_name()) + ", not an object of name -> tensor");
    const uint64_t dataBytes = size - 8 - headerBytes;
    std::vector<Entry> entries;
    for (const auto &[name, value] : header.items()) {
        if (name == "__metadata__") {
            if (!value.is_object())
                fail(file, "its __metadata__ is not an object");
            continue;
        }
        entries.push_back(parseEntry(file, name, value, dataBytes));
    }
    checkTiling(file, entries, dataBytes);
    const uint8_t *data = mapping->data() + 8 + headerBytes;
    std::map<std::string, at::Tensor> tensors;
    for (const auto &e : entries) {
        // from_blob wants a mutable pointer; the mapping is read-only and every user copies
        // (loadCheckpoint dequantizes or copies into the parameters).
        void *bytes = const_cast<uint8_t *>(data + e.begin);
        tensors.emplace(e.name, at::from_blob(bytes, e.shape, [mapping](void *) {}, at::TensorOptions().dtype(e.type)));
    }
    return tensors;
}

void writeSafeTensors(const std::string &file, const std::map<std::string, at::Tensor> &tensors)
{
    nlohmann::json header = nlohmann::json::object();
    std::vector<at::Tensor> parts;
    uint64_t offset = 0;
    for (const auto &[name, tensor] : tensors) {
        const auto type = tensor.scalar_type();  // a structured binding cannot be captured in C++17
        const auto known = std::find_if(std::begin(kDtypes), std::end(kDtypes), [&](const DtypeName &d) { return d.type == type; });
        if (known == std::end(kDtypes))
            throw std::invalid_argument("tensor " + name + " has a dtype safetensors cannot hold");
        auto cpu = tensor.detach().to(at::kCPU).contiguous();
        const uint64_t bytes = uint64_t(cpu.numel()) * cpu.element_size();
        header[name] = {{"dtype", known->name}, {"shape", cpu.sizes().vec()}, {"data_offsets", {offset, offset + bytes}}};
        offset += bytes;
        parts.push_back(cpu);
    }
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');  // the data starts 8-byte aligned
    std::string contents(8, '\0');
    const uint64_t headerBytes = text.size();
    std::memcpy(contents.data(), &headerBytes, 8);
    contents += text;
    contents.reserve(contents.size() + offset);
    for (const auto &t : parts)
        contents.append(static_cast<const char *>(t.data_ptr()), size_t(t.numel()) * t.element_size());
    writeFileAtomically(file, contents);
}

} // namespace kaimen
