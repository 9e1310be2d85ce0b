"""Model weights as safetensors (issue 22), for the Python tools: an 8-byte little-endian header
length, a JSON header (name -> dtype, shape, data_offsets), then the raw little-endian bytes.
Reading it runs no code, unlike torch.load of a pickle. The C++ reader (inference/core/
SafeTensors.cpp) checks every offset; this one trusts files the project wrote itself.

Debian 12 has no python3-safetensors; the format is small enough to write here, with PyTorch
alone, so the tools also run on the GPU machine's Python.
"""
import json
import struct

import torch

from atomic_file import replaced_file

_DTYPES = {
    "F64": torch.float64, "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16,
    "I64": torch.int64, "I32": torch.int32, "I16": torch.int16, "I8": torch.int8, "U8": torch.uint8,
    "BOOL": torch.bool,
}
_NAMES = {v: k for k, v in _DTYPES.items()}


def load(path):
    """The tensors of the safetensors file PATH, as CPU tensors of their stored dtypes."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 8:
        raise ValueError(f"{path}: not a safetensors file (only {len(data)} bytes)")
    (header_len,) = struct.unpack("<Q", data[:8])
    if 8 + header_len > len(data):
        raise ValueError(f"{path}: its header claims {header_len} bytes but the file is {len(data)} bytes")
    header = json.loads(data[8:8 + header_len])
    body = memoryview(data)[8 + header_len:]
    tensors = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        begin, end = entry["data_offsets"]
        dtype = _DTYPES[entry["dtype"]]
        flat = torch.frombuffer(bytearray(body[begin:end]), dtype=dtype) if end > begin else torch.empty(0, dtype=dtype)
        tensors[name] = flat.reshape(entry["shape"])
    return tensors


def save(tensors, path):
    """TENSORS (name -> tensor) written to PATH atomically (a temp file beside it, then rename)."""
    header, parts, offset = {}, [], 0
    for name in sorted(tensors):
        t = tensors[name].detach().cpu().contiguous()
        raw = t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""
        header[name] = {"dtype": _NAMES[t.dtype], "shape": list(t.shape), "data_offsets": [offset, offset + len(raw)]}
        parts.append(raw)
        offset += len(raw)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with replaced_file(path, binary=True) as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for raw in parts:
            f.write(raw)


def load_weights(path):
    """Weights from PATH: safetensors, or (for training tools only) a torch.save archive that an
    earlier run wrote, read with weights_only so that it cannot run code either."""
    with open(path, "rb") as f:
        magic = f.read(4)
    if magic == b"PK\x03\x04":
        return torch.load(path, map_location="cpu", weights_only=True)
    return load(path)
