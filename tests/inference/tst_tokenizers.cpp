// Both tokenizers behind one interface: BERT vocab.txt (PALM checkpoints) and SentencePiece (ours).
#include "Fixtures.h"
#include "kaimen/Errors.h"
#include "kaimen/Manifest.h"
#include "kaimen/Tokenizer.h"

#include <QTest>

using namespace kaimen;

class TestTokenizers : public QObject {
    Q_OBJECT
private slots:
    void bothTokenizers_data()
    {
        QTest::addColumn<QString>("model");
        QTest::newRow("bert-vocab") << "palm";
        QTest::newRow("sentencepiece") << "spm";
    }
    void bothTokenizers()
    {
        QFETCH(QString, model);
        const auto manifest = loadManifest(fixture(model.toUtf8().constData()));
        auto tokenizer = makeTokenizer(manifest);
        QCOMPARE(tokenizer->padId(), 0);
        QCOMPARE(QString::fromStdString(tokenizer->piece(tokenizer->bosId())), QString("[CLS]"));
        QCOMPARE(QString::fromStdString(tokenizer->piece(tokenizer->eosId())), QString("[SEP]"));
        QVERIFY(tokenizer->separatorId() > 0);

        // One token per Chinese character, so the lines of a couplet align position by position.
        const auto ids = tokenizer->encode("春风得意");
        QCOMPARE(ids.size(), size_t(4));
        for (int id : ids)
            QVERIFY(id != tokenizer->unkId());
        QCOMPARE(QString::fromStdString(tokenizer->piece(ids[0])), QString("春"));
        // Decoding joins characters without spaces and drops special tokens.
        auto withSpecials = ids;
        withSpecials.insert(withSpecials.begin(), tokenizer->bosId());
        withSpecials.push_back(tokenizer->eosId());
        QCOMPARE(QString::fromStdString(tokenizer->decode(withSpecials)), QString("春风得意"));
        // A character outside the vocabulary becomes the unknown id, and is not printed back.
        const auto unknown = tokenizer->encode("春龘");
        QCOMPARE(unknown.size(), size_t(2));
        QCOMPARE(unknown[1], tokenizer->unkId());
        QCOMPARE(QString::fromStdString(tokenizer->decode(unknown)), QString("春"));
        QCOMPARE(tokenizer->pieceId("龘"), -1);
    }
    void splitsUtf8AndReplacesBrokenBytes()
    {
        const auto chars = splitUtf8("如a意\xFF");
        QCOMPARE(chars.size(), size_t(4));
        QCOMPARE(QString::fromStdString(chars[0]), QString("如"));
        QCOMPARE(QString::fromStdString(chars[3]), QString::fromUtf8("\xEF\xBF\xBD"));
    }
    void missingTokenizerFileIsAClearError()
    {
        auto manifest = loadManifest(fixture("spm"));
        manifest.tokenizer.file = "/nonexistent/spm.model";
        try {
            makeTokenizer(manifest);
            QFAIL("a missing SentencePiece model must throw");
        } catch (const ModelLoadError &e) {
            QVERIFY2(QString(e.what()).contains("/nonexistent/spm.model"), e.what());
        }
        manifest = loadManifest(fixture("palm"));
        manifest.tokenizer.file = "/nonexistent/vocab.txt";
        QVERIFY_THROWS_EXCEPTION(ModelLoadError, makeTokenizer(manifest));
    }
    void missingSpecialTokenIsNamed()
    {
        auto manifest = loadManifest(fixture("palm"));
        manifest.specials.bos = "[BOS]";
        try {
            makeTokenizer(manifest);
            QFAIL("an unknown special token must throw");
        } catch (const ModelLoadError &e) {
            QVERIFY2(QString(e.what()).contains("[BOS]"), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestTokenizers)
#include "tst_tokenizers.moc"
