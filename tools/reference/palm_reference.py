#!/usr/bin/python3
"""An independent PyTorch implementation of ModelScope's palm_v2 PALM 2.0 network.

It is the reference the C++ network is checked against (tests/parity), the "eager PyTorch"
baseline of kaimen-bench, and the source of the ModelScope-style test checkpoints. Module and
parameter names follow ModelScope's PalmForTextGeneration, so model.state_dict() is exactly
the OrderedDict a ModelScope pytorch_model.bin holds. Run it with Debian's /usr/bin/python3.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Config:
    def __init__(self, vocab_size=21128, hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
                 intermediate_size=3072, max_position_embeddings=512, type_vocab_size=2, layer_norm_eps=1e-12,
                 dec_layers=12, dec_heads=8, dec_ff_size=3072, dec_max_pos=512, dropout=0.0):
        self.__dict__.update(locals())
        del self.__dict__["self"]


# ---- BERT encoder (HuggingFace names) ----------------------------------------------------------
class BertEmbeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.word_embeddings = nn.Embedding(c.vocab_size, c.hidden_size, padding_idx=0)
        self.position_embeddings = nn.Embedding(c.max_position_embeddings, c.hidden_size)
        self.token_type_embeddings = nn.Embedding(c.type_vocab_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)

    def forward(self, ids):
        positions = torch.arange(ids.size(1), device=ids.device).unsqueeze(0)
        types = torch.zeros_like(ids)
        return self.LayerNorm(self.word_embeddings(ids) + self.position_embeddings(positions)
                              + self.token_type_embeddings(types))


class BertSelfAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads = c.num_attention_heads
        self.query = nn.Linear(c.hidden_size, c.hidden_size)
        self.key = nn.Linear(c.hidden_size, c.hidden_size)
        self.value = nn.Linear(c.hidden_size, c.hidden_size)

    def forward(self, x, additive_mask):
        b, s, h = x.shape
        d = h // self.heads
        split = lambda t: t.view(b, s, self.heads, d).permute(0, 2, 1, 3)
        q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(d) + additive_mask
        return (scores.softmax(-1) @ v).permute(0, 2, 1, 3).reshape(b, s, h)


class BertSelfOutput(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dense = nn.Linear(c.hidden_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)

    def forward(self, x, residual):
        return self.LayerNorm(self.dense(x) + residual)


class BertAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.self = BertSelfAttention(c)
        self.output = BertSelfOutput(c)

    def forward(self, x, mask):
        return self.output(self.self(x, mask), x)


class BertIntermediate(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dense = nn.Linear(c.hidden_size, c.intermediate_size)

    def forward(self, x):
        return F.gelu(self.dense(x))


class BertOutput(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dense = nn.Linear(c.intermediate_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)

    def forward(self, x, residual):
        return self.LayerNorm(self.dense(x) + residual)


class BertLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.attention = BertAttention(c)
        self.intermediate = BertIntermediate(c)
        self.output = BertOutput(c)

    def forward(self, x, mask):
        a = self.attention(x, mask)
        return self.output(self.intermediate(a), a)


class BertEncoder(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.layer = nn.ModuleList([BertLayer(c) for _ in range(c.num_hidden_layers)])


class BertPooler(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dense = nn.Linear(c.hidden_size, c.hidden_size)


class BertModel(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embeddings = BertEmbeddings(c)
        self.encoder = BertEncoder(c)
        self.pooler = BertPooler(c)  # in every checkpoint, unused by PALM

    def forward(self, ids):
        mask = (1.0 - (ids != 0).float())[:, None, None, :] * -10000.0
        x = self.embeddings(ids)
        for layer in self.encoder.layer:
            x = layer(x, mask)
        return x


# ---- PALM decoder (PreSumm names) -------------------------------------------------------------
def gelu_tanh(x):
    return 0.5 * x * (1 + torch.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * torch.pow(x, 3))))


class MultiHeadedAttention(nn.Module):
    def __init__(self, heads, d_model):
        super().__init__()
        self.heads, self.d = heads, d_model // heads
        self.linear_keys = nn.Linear(d_model, d_model)
        self.linear_values = nn.Linear(d_model, d_model)
        self.linear_query = nn.Linear(d_model, d_model)
        self.final_linear = nn.Linear(d_model, d_model)

    def split(self, x):
        return x.view(x.size(0), -1, self.heads, self.d).transpose(1, 2)

    def forward(self, key, value, query, mask=None, cache=None):
        """MASK: bool, broadcastable to [B, H, Tq, Tk], True where a key is hidden.
        CACHE: dict holding this layer's keys/values so far (self) or once (context)."""
        q = self.split(self.linear_query(query)) / math.sqrt(self.d)
        if cache is not None and "keys" in cache and cache.get("static"):
            k, v = cache["keys"], cache["values"]
        else:
            k, v = self.split(self.linear_keys(key)), self.split(self.linear_values(value))
            if cache is not None:
                if cache.get("static") is False and "keys" in cache:
                    k = torch.cat([cache["keys"], k], dim=2)
                    v = torch.cat([cache["values"], v], dim=2)
                cache["keys"], cache["values"] = k, v
        scores = q @ k.transpose(-1, -2)
        if mask is not None:
            scores = scores.masked_fill(mask, -1e18)
        ctx = scores.softmax(-1) @ v
        return self.final_linear(ctx.transpose(1, 2).reshape(query.size(0), -1, self.heads * self.d))


class PositionwiseFeedForward(nn.Module):
    def __init__(self, d_model, d_ff):
        super().__init__()
        self.w_1 = nn.Linear(d_model, d_ff)
        self.w_2 = nn.Linear(d_ff, d_model)
        self.layer_norm = nn.LayerNorm(d_model, eps=1e-6)

    def forward(self, x):
        return self.w_2(gelu_tanh(self.w_1(self.layer_norm(x)))) + x


class TransformerDecoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.self_attn = MultiHeadedAttention(c.dec_heads, c.hidden_size)
        self.context_attn = MultiHeadedAttention(c.dec_heads, c.hidden_size)
        self.feed_forward = PositionwiseFeedForward(c.hidden_size, c.dec_ff_size)
        self.layer_norm_1 = nn.LayerNorm(c.hidden_size, eps=1e-6)
        self.layer_norm_2 = nn.LayerNorm(c.hidden_size, eps=1e-6)
        self.register_buffer("mask", torch.triu(torch.ones(1, c.dec_max_pos, c.dec_max_pos, dtype=torch.uint8), 1))

    def forward(self, x, memory, src_mask, tgt_mask, cache=None):
        normed = self.layer_norm_1(x)
        query = self.self_attn(normed, normed, normed, mask=tgt_mask,
                               cache=None if cache is None else cache["self"]) + x
        query_norm = self.layer_norm_2(query)
        mid = self.context_attn(memory, memory, query_norm, mask=src_mask,
                                cache=None if cache is None else cache["context"])
        return self.feed_forward(mid + query)


class PositionalEncoding(nn.Module):
    def __init__(self, dim, max_len):
        super().__init__()
        pe = torch.zeros(max_len, dim)
        position = torch.arange(0, max_len).unsqueeze(1).float()
        div_term = torch.exp(torch.arange(0, dim, 2, dtype=torch.float) * -(math.log(10000.0) / dim))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe.unsqueeze(0))
        self.dim = dim

    def forward(self, emb, start):
        return emb * math.sqrt(self.dim) + self.pe[:, start:start + emb.size(1)]


class TransformerDecoder(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embeddings = nn.Embedding(c.vocab_size, c.hidden_size, padding_idx=0)
        self.pos_emb = PositionalEncoding(c.hidden_size, c.dec_max_pos)
        self.transformer_layers = nn.ModuleList([TransformerDecoderLayer(c) for _ in range(c.dec_layers)])
        self.layer_norm = nn.LayerNorm(c.hidden_size, eps=1e-6)

    def forward(self, tgt, memory, src, start=0, cache=None):
        """Full pass over TGT (cache None) or the step(s) after START with a KV cache."""
        t = tgt.size(1)
        x = self.pos_emb(self.embeddings(tgt), start)
        src_mask = src.eq(0)[:, None, None, :]
        tgt_mask = None
        if cache is None:
            future = self.transformer_layers[0].mask[:, :t, :t].bool()
            tgt_mask = (future | tgt.eq(0)[:, None, :])[:, None, :, :]
        for i, layer in enumerate(self.transformer_layers):
            x = layer(x, memory, src_mask, tgt_mask, None if cache is None else cache[i])
        return self.layer_norm(x)


class Generator(nn.Module):
    def __init__(self, c, embeddings):
        super().__init__()
        self.dense = nn.Linear(c.hidden_size, c.vocab_size)
        self.dense.weight = embeddings.weight  # tied, as in ModelScope

    def forward(self, x):
        return F.log_softmax(self.dense(x), -1)


class PalmForTextGeneration(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.config = c
        self.bert = BertModel(c)
        self.decoder = TransformerDecoder(c)
        self.generator = Generator(c, self.decoder.embeddings)

    def encode(self, src):
        return self.bert(src)

    def step_logprobs_no_cache(self, memory, src, prefix):
        """The articles' way: the decoder re-runs over the whole prefix at every step."""
        return self.generator(self.decoder(prefix, memory, src)[:, -1])

    def new_cache(self):
        return [{"self": {"static": False}, "context": {"static": True}} for _ in self.decoder.transformer_layers]

    def step_logprobs_cached(self, memory, src, last, position, cache):
        return self.generator(self.decoder(last.unsqueeze(1), memory, src, start=position, cache=cache)[:, -1])


def beam_search(model, src, beams, bos, eos, max_length, alpha=0.6, min_length=1, use_cache=True):
    """Kaimen's beam search (ModelScope's length penalty; finished hypotheses leave the beam;
    a request ends once its best beam finished). One source row at a time. Returns a list of
    (score, tokens) per row, best first."""
    results = []
    for row in range(src.size(0)):
        s = src[row:row + 1]
        memory = model.encode(s).repeat(beams, 1, 1)
        s_rep = s.repeat(beams, 1)
        cache = model.new_cache() if use_cache else None
        seqs = [[] for _ in range(beams)]
        scores = torch.full((beams,), float("-inf"))
        scores[0] = 0.0
        last = torch.full((beams,), bos, dtype=torch.long)
        found = []
        for step in range(max_length):
            if use_cache:
                lp = model.step_logprobs_cached(memory, s_rep, last, step, cache)
            else:
                # A finished beam stops growing; pad it (its score is -inf, its output unused).
                width = max(len(q) for q in seqs)
                prefix = torch.tensor([[bos] + q + [0] * (width - len(q)) for q in seqs], dtype=torch.long)
                lp = model.step_logprobs_no_cache(memory, s_rep, prefix)
            lp = lp.float()
            if step + 1 < min_length:
                lp[:, eos] = float("-inf")
            vocab = lp.size(1)
            penalty = ((5.0 + step + 1) / 6.0) ** alpha
            total = (lp + scores.unsqueeze(1)).view(-1)
            top, ids = torch.topk(total / penalty, beams)
            beam_of, token_of = ids // vocab, ids % vocab
            scores = top * penalty
            new_seqs, best_finished, continuing = [], False, False
            for j in range(beams):
                seq = list(seqs[beam_of[j]])
                new_seqs.append(seq)
                if not math.isfinite(float(top[j])):
                    continue
                if int(token_of[j]) == eos or step + 1 == max_length:
                    found.append((float(top[j]), seq))
                    scores[j] = float("-inf")
                    best_finished = best_finished or j == 0
                    continue
                seq.append(int(token_of[j]))
                continuing = True
            if best_finished or not continuing:
                break
            seqs = new_seqs
            last = token_of.clone()
            if use_cache:
                reorder_cache_self_only(cache, beam_of)
        found.sort(key=lambda x: -x[0])
        results.append(found)
    return results


def reorder_cache_self_only(cache, order):
    for layer in cache:
        layer["self"]["keys"] = layer["self"]["keys"].index_select(0, order)
        layer["self"]["values"] = layer["self"]["values"].index_select(0, order)
