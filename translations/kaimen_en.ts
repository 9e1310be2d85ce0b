<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="zh_CN">
<context>
    <name>AdminAboutPage</name>
    <message>
        <source>开门见喜 %1：Kaimen 团队制作的春联亭。以下是它用到的作品与许可：</source>
        <translation>Kaimen %1: a Spring Festival couplet kiosk made by the Kaimen team. It is built from these works, under these licences:</translation>
    </message>
    <message>
        <source>书法笔画</source>
        <translation>Brush strokes</translation>
    </message>
    <message>
        <source>源自文鼎 AR PL KaitiM GB 与 AR PL UKai</source>
        <translation>derived from Arphic&apos;s AR PL KaitiM GB and AR PL UKai</translation>
    </message>
    <message>
        <source>字体</source>
        <translation>Font</translation>
    </message>
    <message>
        <source>霞鹜文楷 LXGW WenKai</source>
        <translation>LXGW WenKai</translation>
    </message>
    <message>
        <source>宫门图</source>
        <translation>Palace gate</translation>
    </message>
    <message>
        <source>琉璃瓦、鸱吻、斗拱、铺首、石阶：为 Kaimen 绘制的 SVG</source>
        <translation>glazed tiles, ridge dragons, brackets, door knockers, steps: SVG drawn for Kaimen</translation>
    </message>
    <message>
        <source>与 Kaimen 相同</source>
        <translation>same as Kaimen</translation>
    </message>
    <message>
        <source>对联模型</source>
        <translation>Couplet model</translation>
    </message>
    <message>
        <source>Kaimen 自行训练（PALM 结构），语料出处见模型卡</source>
        <translation>trained by Kaimen (PALM architecture); corpus sources in the model card</translation>
    </message>
    <message>
        <source>见模型卡</source>
        <translation>see the model card</translation>
    </message>
    <message>
        <source>程序库</source>
        <translation>Libraries</translation>
    </message>
    <message>
        <source>（全文：%1）</source>
        <translation> (full text: %1)</translation>
    </message>
    <message>
        <source>（各自全文：/usr/share/doc/软件包名/copyright）</source>
        <translation>(each full text: /usr/share/doc/PACKAGE/copyright)</translation>
    </message>
    <message>
        <source>心愿的英文释义</source>
        <translation>Wishes in English</translation>
    </message>
    <message>
        <source>及 Kaimen 团队写的春节词义</source>
        <translation>and the Kaimen team&apos;s festive senses</translation>
    </message>
    <message>
        <source>手写识别</source>
        <translation>Handwriting recognition</translation>
    </message>
    <message>
        <source>及以同一笔画数据训练的 Kaimen 模型</source>
        <translation>and a Kaimen model trained on the same stroke data</translation>
    </message>
</context>
<context>
    <name>AdminBoothPage</name>
    <message>
        <source>心愿方块</source>
        <translation>Wish tiles</translation>
    </message>
    <message>
        <source>默认写法</source>
        <translation>Default kind</translation>
    </message>
    <message>
        <source>藏头</source>
        <translation>Acrostic</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>Embedded</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>无人操作返回首页</source>
        <translation>Back to the gate when idle</translation>
    </message>
    <message>
        <source>%1 秒</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>年份标题</source>
        <translation>Year title</translation>
    </message>
    <message>
        <source>改写</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>按农历自动</source>
        <translation>From the lunar calendar</translation>
    </message>
    <message>
        <source>悬挂方式</source>
        <translation>Hanging order</translation>
    </message>
    <message>
        <source>上联在右</source>
        <translation type="vanished">First line on the right</translation>
    </message>
    <message>
        <source>上联在左</source>
        <translation type="vanished">First line on the left</translation>
    </message>
    <message>
        <source>语言</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>语言没有切换成功</source>
        <translation>The language could not be switched</translation>
    </message>
    <message>
        <source>主题场合</source>
        <translation>Theme couplets for</translation>
    </message>
    <message>
        <source>春节</source>
        <translation>Spring Festival</translation>
    </message>
    <message>
        <source>商贸</source>
        <translation>Shops and trade</translation>
    </message>
    <message>
        <source>农家</source>
        <translation>Farm families</translation>
    </message>
    <message>
        <source>教育</source>
        <translation>Schools</translation>
    </message>
    <message>
        <source>工厂</source>
        <translation>Factories</translation>
    </message>
    <message>
        <source>婚嫁</source>
        <translation>Weddings</translation>
    </message>
    <message>
        <source>贺寿</source>
        <translation>Birthdays (longevity)</translation>
    </message>
    <message>
        <source>乔迁</source>
        <translation>New homes</translation>
    </message>
    <message>
        <source>生肖</source>
        <translation>Zodiac year</translation>
    </message>
    <message>
        <source>春节主题写%1年</source>
        <translation>Spring booths name the year of the %1</translation>
    </message>
    <message>
        <source>不写生肖</source>
        <translation>No zodiac year</translation>
    </message>
    <message>
        <source>上联在右 · 横批右起</source>
        <translation>First line on the right, banner read from the right</translation>
    </message>
    <message>
        <source>上联在左 · 横批左起</source>
        <translation>First line on the left, banner read from the left</translation>
    </message>
    <message>
        <source>声音</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>鞭炮</source>
        <translation>Firecrackers</translation>
    </message>
    <message>
        <source>锣声</source>
        <translation>Gong</translation>
    </message>
    <message>
        <source>无声</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>音量</source>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>AdminModelPage</name>
    <message>
        <source>模型</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>运行设备</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>自动</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>半精度 FP16</source>
        <translation>Half FP16</translation>
    </message>
    <message>
        <source>单精度 FP32</source>
        <translation>Single FP32</translation>
    </message>
    <message>
        <source>写法</source>
        <translation>Decoding</translation>
    </message>
    <message>
        <source>随机采样（每次不同）</source>
        <translation>Sampling (different each time)</translation>
    </message>
    <message>
        <source>束搜索（最稳妥）</source>
        <translation>Beam search (safest)</translation>
    </message>
    <message>
        <source>束宽</source>
        <translation>Beams</translation>
    </message>
    <message>
        <source>温度</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>缓存的心愿数</source>
        <translation>Wishes cached</translation>
    </message>
    <message>
        <source>不缓存</source>
        <translation>No cache</translation>
    </message>
    <message>
        <source>开机预写的心愿</source>
        <translation>Wishes written at start</translation>
    </message>
    <message>
        <source>计算精度</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>自动（按模型）</source>
        <translation>Automatic (as the model)</translation>
    </message>
    <message>
        <source>整数 INT8（仅 CPU）</source>
        <translation>Integer INT8 (CPU only)</translation>
    </message>
</context>
<context>
    <name>AdminNetworkPage</name>
    <message>
        <source>扫码带回家</source>
        <translation>Scan to take it home</translation>
    </message>
    <message>
        <source>开（结果页显示二维码）</source>
        <translation>On (a QR code on the result screen)</translation>
    </message>
    <message>
        <source>关</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>网络接口</source>
        <translation>Network interface</translation>
    </message>
    <message>
        <source>仅本机</source>
        <translation>This PC only</translation>
    </message>
    <message>
        <source>所有接口</source>
        <translation>All interfaces</translation>
    </message>
    <message>
        <source>端口</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>链接有效</source>
        <translation>Links open for</translation>
    </message>
    <message>
        <source>%1 小时</source>
        <translation type="vanished">%1 hours</translation>
    </message>
    <message>
        <source>展台 Wi-Fi</source>
        <translation>Booth Wi-Fi</translation>
    </message>
    <message>
        <source>未设置</source>
        <translation>Not set</translation>
    </message>
    <message>
        <source>（开放网络）</source>
        <translation>(open network)</translation>
    </message>
    <message>
        <source>设置</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Wi-Fi 名字</source>
        <translation>Wi-Fi name</translation>
    </message>
    <message>
        <source>Wi-Fi 密码（开放网络留空）</source>
        <translation>Wi-Fi password (empty for an open network)</translation>
    </message>
    <message>
        <source>API 密钥</source>
        <translation>API key</translation>
    </message>
    <message>
        <source>未设置：接口只对本机开放</source>
        <translation>Not set: the API answers this PC only</translation>
    </message>
    <message>
        <source>已设置</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>生成新密钥</source>
        <translation>New key</translation>
    </message>
    <message>
        <source>清除</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>正在服务：%1（手机须在同一网络）</source>
        <translation>Serving at %1 (phones must be on the same network)</translation>
    </message>
    <message>
        <source>未开启。</source>
        <translation>Off.</translation>
    </message>
    <message>
        <source>重新查找网络</source>
        <translation>Look for networks again</translation>
    </message>
    <message numerus="yes">
        <source>%n 小时</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdminOverview</name>
    <message>
        <source>模型：</source>
        <translation>Model: </translation>
    </message>
    <message>
        <source>正在按新设置载入模型，其间照常接待访客…</source>
        <translation>Loading the model with the new settings; visitors are served meanwhile…</translation>
    </message>
    <message>
        <source>设置文件的问题：</source>
        <translation>Problems in the settings files:</translation>
    </message>
    <message>
        <source>需要留意：</source>
        <translation>Worth knowing:</translation>
    </message>
    <message>
        <source>未命名的模型</source>
        <translation>an unnamed model</translation>
    </message>
    <message>
        <source>%1，在 GPU（CUDA）上运行，%2</source>
        <translation>%1 on the GPU (CUDA), %2</translation>
    </message>
    <message>
        <source>按设置</source>
        <translation>as the settings ask</translation>
    </message>
    <message>
        <source>设置要用 GPU，但本机没有 CUDA 显卡</source>
        <translation>the settings ask for the GPU, but this machine has no CUDA device</translation>
    </message>
    <message>
        <source>本机没有 CUDA 显卡</source>
        <translation>this machine has no CUDA device</translation>
    </message>
    <message>
        <source>设置要用 GPU，但这一版的 libtorch 不支持 CUDA</source>
        <translation>the settings ask for the GPU, but this build&apos;s libtorch has no CUDA support</translation>
    </message>
    <message>
        <source>这一版的 libtorch 不支持 CUDA</source>
        <translation>this build&apos;s libtorch has no CUDA support</translation>
    </message>
    <message numerus="yes">
        <source>%1，%2 指令，%n 个线程</source>
        <translation>
            <numerusform>%1, %2 kernels, %n thread</numerusform>
            <numerusform>%1, %2 kernels, %n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1（libtorch），%n 个线程</source>
        <translation>
            <numerusform>%1 (libtorch), %n thread</numerusform>
            <numerusform>%1 (libtorch), %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>%1，在 CPU 上运行（%2）：%3</source>
        <translation>%1 on the CPU (%2): %3</translation>
    </message>
    <message>
        <source>正在研墨备笔…</source>
        <translation>Grinding the ink…</translation>
    </message>
    <message>
        <source>本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：门头的年份（%3）、统计的时段和带回家链接的有效期都按时钟算。请校准时钟，或在「展台」页改写年份标题。</source>
        <translation>This PC&apos;s clock says %1, before this software was built (%2), so the clock is wrong: the year over the gate (%3), the statistics&apos; hours and how long take-home links open all follow it. Set the clock, or write the year title on the Booth page.</translation>
    </message>
    <message>
        <source>本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：统计的时段和带回家链接的有效期都按时钟算。请校准时钟。</source>
        <translation>This PC&apos;s clock says %1, before this software was built (%2), so the clock is wrong: the statistics&apos; hours and how long take-home links open follow it. Set the clock.</translation>
    </message>
</context>
<context>
    <name>AdminPanel</name>
    <message>
        <source>首次使用：请设置管理员密码（4–12 位数字）</source>
        <translation type="vanished">First start: set the admin PIN (4–12 digits)</translation>
    </message>
    <message>
        <source>请输入新密码（4–12 位数字）</source>
        <translation type="vanished">Enter the new PIN (4–12 digits)</translation>
    </message>
    <message>
        <source>请输入管理员密码</source>
        <translation type="vanished">Enter the admin PIN</translation>
    </message>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试</source>
        <translation type="vanished">Too many wrong PINs; try again in %1 seconds</translation>
    </message>
    <message>
        <source>密码已保存</source>
        <translation type="vanished">PIN saved</translation>
    </message>
    <message>
        <source>密码不对</source>
        <translation type="vanished">Wrong PIN</translation>
    </message>
    <message>
        <source>管理面板</source>
        <translation>Admin panel</translation>
    </message>
    <message>
        <source>模型：</source>
        <translation type="vanished">Model: </translation>
    </message>
    <message>
        <source>设置文件的问题：</source>
        <translation type="vanished">Problems in the settings files:</translation>
    </message>
    <message>
        <source>无人操作返回首页（秒）：</source>
        <translation type="vanished">Back to the gate after idle (seconds): </translation>
    </message>
    <message>
        <source>悬挂方式：</source>
        <translation type="vanished">Hanging order: </translation>
    </message>
    <message>
        <source>上联在右</source>
        <translation type="vanished">First line on the right</translation>
    </message>
    <message>
        <source>上联在左</source>
        <translation type="vanished">First line on the left</translation>
    </message>
    <message>
        <source>修改密码</source>
        <translation type="vanished">Change PIN</translation>
    </message>
    <message>
        <source>返回展台</source>
        <translation>Back to the booth</translation>
    </message>
    <message>
        <source>退出 Kaimen</source>
        <translation type="vanished">Quit Kaimen</translation>
    </message>
    <message>
        <source>语言没有切换成功</source>
        <translation type="vanished">The language could not be switched</translation>
    </message>
    <message>
        <source>概况</source>
        <translation>Overview</translation>
    </message>
    <message>
        <source>模型</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>展台</source>
        <translation>Booth</translation>
    </message>
    <message>
        <source>打印</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>安全</source>
        <translation>Safety</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>关于</source>
        <translation>About</translation>
    </message>
    <message>
        <source>网络</source>
        <translation>Network</translation>
    </message>
</context>
<context>
    <name>AdminPin</name>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试。</source>
        <translation type="vanished">Too many wrong PINs; try again in %1 seconds.</translation>
    </message>
    <message>
        <source>当前密码不对。</source>
        <translation>The current PIN is wrong.</translation>
    </message>
    <message>
        <source>密码须为 %1 到 %2 位数字。</source>
        <translation>A PIN is %1 to %2 digits.</translation>
    </message>
    <message>
        <source>请先重新输入当前密码。</source>
        <translation>Enter the current PIN again first.</translation>
    </message>
    <message>
        <source>密码无法保存到 %1：%2</source>
        <translation type="vanished">Cannot save the PIN to %1: %2</translation>
    </message>
    <message>
        <source>密码无法保存到 %1：%2（原密码仍然有效）</source>
        <translation type="vanished">Cannot save the PIN to %1: %2 (the old PIN stands)</translation>
    </message>
    <message>
        <source>密码没有保存，原密码仍然有效：%1</source>
        <translation>The PIN was not saved; the old PIN stands: %1</translation>
    </message>
    <message>
        <source>首次使用：请设置管理员密码（4–12 位数字）</source>
        <translation>First start: set the admin PIN (4–12 digits)</translation>
    </message>
    <message>
        <source>请输入新密码（4–12 位数字）</source>
        <translation>Enter the new PIN (4–12 digits)</translation>
    </message>
    <message>
        <source>请输入管理员密码</source>
        <translation>Enter the admin PIN</translation>
    </message>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试</source>
        <translation type="vanished">Too many wrong PINs; try again in %1 seconds</translation>
    </message>
    <message>
        <source>密码已保存</source>
        <translation>PIN saved</translation>
    </message>
    <message>
        <source>密码不对</source>
        <translation>Wrong PIN</translation>
    </message>
    <message numerus="yes">
        <source>密码错误次数过多，请 %n 秒后再试。</source>
        <translation>
            <numerusform>Too many wrong PINs; try again in %n second.</numerusform>
            <numerusform>Too many wrong PINs; try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>密码错误次数过多，请 %n 秒后再试</source>
        <translation>
            <numerusform>Too many wrong PINs; try again in %n second</numerusform>
            <numerusform>Too many wrong PINs; try again in %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>忘记密码时，请技术人员在这台电脑上运行 sudo kaimen-reset-pin。</source>
        <translation>Forgotten the PIN? A technician runs sudo kaimen-reset-pin on this PC.</translation>
    </message>
</context>
<context>
    <name>AdminPrintPage</name>
    <message>
        <source>打印机</source>
        <translation>Printer</translation>
    </message>
    <message>
        <source>系统默认</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>存为 PDF 文件</source>
        <translation>Save as a PDF file</translation>
    </message>
    <message>
        <source>纸张</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>墨色</source>
        <translation>Ink</translation>
    </message>
    <message>
        <source>金字</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>黑字</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>这台电脑上没有找到打印机（CUPS）；可选“存为 PDF 文件”。</source>
        <translation type="vanished">No printer found on this PC (CUPS); choose &quot;Save as a PDF file&quot;.</translation>
    </message>
    <message>
        <source>打印测试页</source>
        <translation>Print a test page</translation>
    </message>
</context>
<context>
    <name>AdminSafetyPage</name>
    <message>
        <source>额外屏蔽的词语</source>
        <translation>Extra blocked words</translation>
    </message>
    <message>
        <source>含这些词的心愿不予书写，写出的春联含这些词时重写，绝不显示；每次拦截计入统计（已拦截 %1 次）。</source>
        <translation type="vanished">Wishes with these words are refused; a couplet containing one is rewritten, never shown; each block is counted (%1 so far).</translation>
    </message>
    <message>
        <source>修改密码</source>
        <translation>Change PIN</translation>
    </message>
    <message>
        <source>退出 Kaimen</source>
        <translation>Quit Kaimen</translation>
    </message>
    <message>
        <source>含这些词的心愿或上联不予书写，写出的春联含这些词时重写，绝不显示；每次拦截计入统计（已拦截 %1 次）。</source>
        <translation>Wishes and first lines with these words are refused; a couplet containing one is rewritten, never shown; each block is counted (%1 so far).</translation>
    </message>
    <message>
        <source>重新启动 Kaimen</source>
        <translation>Restart Kaimen</translation>
    </message>
    <message>
        <source>Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按电脑的电源键：Kaimen 会先保存缓存和统计。</source>
        <translation>Kaimen runs as this PC&apos;s booth service and opens again two seconds after it is closed. To switch off at closing time, press the PC&apos;s power button: Kaimen saves its cache and statistics first.</translation>
    </message>
    <message>
        <source>确定关闭电脑</source>
        <translation>Really switch off the PC</translation>
    </message>
    <message>
        <source>关闭电脑</source>
        <translation>Switch off the PC</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>再按一次“确定关闭电脑”，电脑就关机：Kaimen 先保存缓存和统计。</source>
        <translation>Press “Really switch off the PC” once more and the PC switches off: Kaimen saves its cache and statistics first.</translation>
    </message>
    <message>
        <source>Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按“关闭电脑”：Kaimen 会先保存缓存和统计。</source>
        <translation>Kaimen runs as this PC&apos;s booth service and opens again two seconds after it is closed. To switch off at closing time, press “Switch off the PC”: Kaimen saves its cache and statistics first.</translation>
    </message>
</context>
<context>
    <name>AdminStatistics</name>
    <message>
        <source>已写春联 %1 副 · 缓存命中 %2% · 拦截 %3 次 · 出错 %4 次</source>
        <translation>Couplets written: %1 · from the cache: %2% · blocked: %3 · errors: %4</translation>
    </message>
    <message>
        <source>最常写的心愿：</source>
        <translation>Most wished: </translation>
    </message>
    <message>
        <source>（还没有）</source>
        <translation>(none yet)</translation>
    </message>
    <message>
        <source>导出 CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>已导出：</source>
        <translation>Exported: </translation>
    </message>
    <message>
        <source>还没有按小时的数据。</source>
        <translation>No hourly data yet.</translation>
    </message>
    <message>
        <source>每小时：金色柱＝春联数（最多 %1）· 白线＝p50 · 红线＝p95（最高 %2 ms）</source>
        <translation>Per hour: gold bars = couplets (up to %1) · white line = p50 · red line = p95 (up to %2 ms)</translation>
    </message>
</context>
<context>
    <name>AdminTextEntry</name>
    <message>
        <source>确定</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>AttractScene</name>
    <message>
        <source> · 新春纳福</source>
        <translation> · Spring blessings</translation>
    </message>
    <message>
        <source>轻触屏幕 · 开门写春联</source>
        <translation>Touch the screen · open the gate for a couplet</translation>
    </message>
</context>
<context>
    <name>BoothSound</name>
    <message>
        <source>没有声音：%1</source>
        <translation>No sound: %1</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <source>秒后回到首页 · 轻触屏幕继续</source>
        <translation>seconds to the gate · touch to stay</translation>
    </message>
</context>
<context>
    <name>CoupletKinds</name>
    <message>
        <source>藏头</source>
        <translation>Acrostic</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>Embedded</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>对下联</source>
        <translation>Answer a line</translation>
    </message>
</context>
<context>
    <name>CoupletPrinter</name>
    <message>
        <source>没有可打印的春联。</source>
        <translation>There is no couplet to print.</translation>
    </message>
    <message>
        <source>无法写入 %1</source>
        <translation>Cannot write %1</translation>
    </message>
    <message>
        <source>找不到打印机 %1</source>
        <translation>Printer %1 not found</translation>
    </message>
    <message>
        <source>（默认）</source>
        <translation>(default)</translation>
    </message>
    <message>
        <source>打印机 %1 没有响应</source>
        <translation type="vanished">Printer %1 does not answer</translation>
    </message>
    <message>
        <source>上一张还在打印，请稍候。</source>
        <translation>The last poster is still printing; a moment please.</translation>
    </message>
    <message>
        <source>已存为 %1</source>
        <translation>Saved as %1</translation>
    </message>
    <message>
        <source>已送去打印</source>
        <translation>Sent to the printer</translation>
    </message>
    <message>
        <source>这台电脑上没有找到打印机（CUPS）：插上 USB 打印机（免驱动的会自己出现），或选“存为 PDF 文件”。访客现在看不到“打印”。</source>
        <translation>No printer found on this PC (CUPS): plug in a USB printer (one that prints without drivers appears by itself), or choose “Save as PDF file”. Visitors see no “Print” button now.</translation>
    </message>
    <message>
        <source>有几台打印机，没有设默认的：请在上面选一台。访客现在看不到“打印”。</source>
        <translation>There are several printers and none is the default: choose one above. Visitors see no “Print” button now.</translation>
    </message>
    <message>
        <source>打印机 %1 现在找不到（关着，或没连上）。访客现在看不到“打印”。</source>
        <translation>Printer %1 cannot be found now (switched off, or not connected). Visitors see no “Print” button now.</translation>
    </message>
    <message>
        <source>打印机 %1 %2：处理好之前，访客的海报排着队，之后接着打出。</source>
        <translation>Printer %1: %2. Until someone puts it right, visitors&apos; posters wait in its queue; then they print.</translation>
    </message>
    <message>
        <source>打印机 %1 %2，停下了：处理好之前访客看不到“打印”，之后排着的海报接着打出。</source>
        <translation type="vanished">Printer %1 has stopped: %2. Until someone puts it right, visitors see no “Print” button; then the queued posters print.</translation>
    </message>
    <message>
        <source>打印机 %1 %2。访客现在看不到“打印”。</source>
        <translation>Printer %1 %2. Visitors see no “Print” button now.</translation>
    </message>
    <message>
        <source>打印机 %1 %2：处理好之前访客看不到“打印”，排着的海报之后接着打出。</source>
        <translation>Printer %1: %2. Until someone puts it right, visitors see no “Print” button; queued posters print after.</translation>
    </message>
</context>
<context>
    <name>CoupletService</name>
    <message>
        <source>正在研墨备笔…</source>
        <translation>Grinding the ink…</translation>
    </message>
    <message>
        <source>新设置的模型没有载入（%1），仍用原来的模型。</source>
        <translation>The new settings&apos; model did not load (%1); the running model stays.</translation>
    </message>
    <message>
        <source>统计文件：%1</source>
        <translation>Statistics file: %1</translation>
    </message>
    <message>
        <source>统计没有保存：%1</source>
        <translation>Statistics not saved: %1</translation>
    </message>
    <message>
        <source>对下联</source>
        <translation>Answer a line</translation>
    </message>
    <message>
        <source>藏头</source>
        <translation>Acrostic</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>Embedded</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>Theme</translation>
    </message>
</context>
<context>
    <name>FestivalYear</name>
    <message>
        <source>鼠</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>牛</source>
        <translation>Ox</translation>
    </message>
    <message>
        <source>虎</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>兔</source>
        <translation>Rabbit</translation>
    </message>
    <message>
        <source>龙</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <source>蛇</source>
        <translation>Snake</translation>
    </message>
    <message>
        <source>马</source>
        <translation>Horse</translation>
    </message>
    <message>
        <source>羊</source>
        <translation>Sheep</translation>
    </message>
    <message>
        <source>猴</source>
        <translation>Monkey</translation>
    </message>
    <message>
        <source>鸡</source>
        <translation>Rooster</translation>
    </message>
    <message>
        <source>狗</source>
        <translation>Dog</translation>
    </message>
    <message>
        <source>猪</source>
        <translation>Pig</translation>
    </message>
</context>
<context>
    <name>HandwritingPad</name>
    <message>
        <source>在下面的方格里写一个字</source>
        <translation>Write one character in the square below</translation>
    </message>
    <message>
        <source>退笔</source>
        <translation>Undo stroke</translation>
    </message>
    <message>
        <source>重写</source>
        <translation>Clear</translation>
    </message>
</context>
<context>
    <name>KioskConfig</name>
    <message>
        <source>本次运行不保存设置。</source>
        <translation>Settings are not saved in this run.</translation>
    </message>
    <message>
        <source>“%1”不是两个汉字的心愿，设置未改变。</source>
        <translation>&quot;%1&quot; is not a wish of two Chinese characters; nothing changed.</translation>
    </message>
    <message>
        <source>至少保留一个心愿。</source>
        <translation>Keep at least one wish tile.</translation>
    </message>
    <message>
        <source>不认识的语言 %1</source>
        <translation type="vanished">Unknown language %1</translation>
    </message>
    <message>
        <source>“%1”不可用，可选：%2</source>
        <translation>&quot;%1&quot; is not available; choose from: %2</translation>
    </message>
    <message>
        <source>（找不到）</source>
        <translation> (not found)</translation>
    </message>
    <message>
        <source>%1 里没有模型（缺少 manifest.json），设置未改变。</source>
        <translation>%1 holds no model (no manifest.json); nothing changed.</translation>
    </message>
    <message>
        <source>最多预写 %1 个心愿。</source>
        <translation>At most %1 wishes can be written at start.</translation>
    </message>
    <message>
        <source>“%1”不是可屏蔽的词语，设置未改变。</source>
        <translation>&quot;%1&quot; cannot be blocked; nothing changed.</translation>
    </message>
    <message>
        <source>最多屏蔽 %1 个词语。</source>
        <translation>At most %1 blocked words.</translation>
    </message>
    <message>
        <source>最多 %1 个心愿方块。</source>
        <translation>At most %1 wish tiles.</translation>
    </message>
    <message>
        <source>端口须在 %1 到 %2 之间，设置未改变。</source>
        <translation>The port must be from %1 to %2; the setting is unchanged.</translation>
    </message>
    <message>
        <source>“%1”不是网络接口的名字，设置未改变。</source>
        <translation>“%1” is not a network interface’s name; the setting is unchanged.</translation>
    </message>
    <message>
        <source>有密码的 Wi-Fi 须有名字，设置未改变。</source>
        <translation>A Wi-Fi with a password needs a name; the setting is unchanged.</translation>
    </message>
    <message>
        <source>Wi-Fi 名字最长 32 字节、密码最长 63 字节，设置未改变。</source>
        <translation>A Wi-Fi name holds at most 32 bytes and a password 63; the setting is unchanged.</translation>
    </message>
    <message>
        <source>WPA 密码至少 8 个字符，设置未改变。</source>
        <translation>A WPA password has at least 8 characters; the setting is unchanged.</translation>
    </message>
    <message>
        <source>API 密钥至少 16 个字符且不含空格，设置未改变。</source>
        <translation>An API key has at least 16 characters and no spaces; the setting is unchanged.</translation>
    </message>
    <message>
        <source>年份标题最多 %1 个字，设置未改变。</source>
        <translation>A year title has at most %1 characters; the setting is unchanged.</translation>
    </message>
</context>
<context>
    <name>Lantern</name>
    <message>
        <source>福</source>
        <translation>福</translation>
    </message>
</context>
<context>
    <name>LatinKeyboard</name>
    <message>
        <source>空格</source>
        <translation>Space</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>已保存：</source>
        <translation type="vanished">Saved: </translation>
    </message>
    <message>
        <source>保存没有成功</source>
        <translation type="vanished">Could not save</translation>
    </message>
    <message>
        <source>正在挥毫泼墨…</source>
        <translation>The brush is writing…</translation>
    </message>
    <message>
        <source>心愿：%1</source>
        <translation>Your wish: %1</translation>
    </message>
    <message>
        <source>横批「%1」：%2</source>
        <translation type="vanished">Over the door, %1: %2</translation>
    </message>
</context>
<context>
    <name>PalaceGate</name>
    <message>
        <source>开门见喜</source>
        <translation>Open the gate to joy</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <source>确定</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>PowerControl</name>
    <message>
        <source>电脑没有关闭：%1</source>
        <translation>The PC did not switch off: %1</translation>
    </message>
    <message>
        <source>正在关闭电脑……Kaimen 先保存缓存和统计。</source>
        <translation>Switching the PC off… Kaimen saves its cache and statistics first.</translation>
    </message>
    <message>
        <source>这台电脑只允许输入管理员密码后关机，Kaimen 不能代为关闭：请按电脑的电源键。</source>
        <translation>This PC switches off only with an administrator&apos;s password, which Kaimen cannot give: press the PC&apos;s power button.</translation>
    </message>
    <message>
        <source>这台电脑不允许从 Kaimen 关机：请按电脑的电源键。</source>
        <translation>This PC does not let Kaimen switch it off: press the PC&apos;s power button.</translation>
    </message>
    <message>
        <source>无法从 Kaimen 关机（systemd-logind：%1）：请按电脑的电源键。</source>
        <translation>Kaimen cannot switch this PC off (systemd-logind: %1): press the PC&apos;s power button.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>没有名为 %1 的网络接口。</source>
        <translation>There is no network interface named %1.</translation>
    </message>
    <message>
        <source>网络接口 %1 没有连接（没有 IPv4 地址）。</source>
        <translation>The network interface %1 is not connected (it has no IPv4 address).</translation>
    </message>
</context>
<context>
    <name>ResultActions</name>
    <message>
        <source>换一副</source>
        <translation>Another</translation>
    </message>
    <message>
        <source>保存</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>打印中…</source>
        <translation>Printing…</translation>
    </message>
    <message>
        <source>打印</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>再写一副</source>
        <translation>New wish</translation>
    </message>
</context>
<context>
    <name>Shown</name>
    <message>
        <source>横批「%1」：%2</source>
        <translation>Over the door, %1: %2</translation>
    </message>
    <message>
        <source>心愿「%1」：%2</source>
        <translation>Your wish, %1: %2</translation>
    </message>
    <message>
        <source>横批「%1」（从右往左读）：%2</source>
        <translation>Over the door, %1, read from the right: %2</translation>
    </message>
</context>
<context>
    <name>TakeHomeCard</name>
    <message>
        <source>① 连展台 Wi-Fi</source>
        <translation>① Join the booth’s Wi‑Fi</translation>
    </message>
    <message>
        <source>② 扫码带回家</source>
        <translation>② Scan to take it home</translation>
    </message>
    <message>
        <source>扫码带回家</source>
        <translation>Scan to take it home</translation>
    </message>
</context>
<context>
    <name>WishScene</name>
    <message>
        <source>笔墨暂歇 · 下面的心愿仍可取一副写好的春联</source>
        <translation>The brush is resting · the wishes below still give a couplet written earlier</translation>
    </message>
    <message>
        <source>开门见喜</source>
        <translation>Open the gate to joy</translation>
    </message>
    <message>
        <source>写下上联，Kaimen 对下联</source>
        <translation>Write a first line; Kaimen answers with the second</translation>
    </message>
    <message>
        <source>选一个心愿，或写下两个字</source>
        <translation>Pick a wish, or write two characters</translation>
    </message>
    <message>
        <source>上页</source>
        <translation type="vanished">Back</translation>
    </message>
    <message>
        <source>下页</source>
        <translation type="vanished">More</translation>
    </message>
    <message>
        <source>选心愿</source>
        <translation>Wishes</translation>
    </message>
    <message>
        <source>拼音输入</source>
        <translation>Pinyin</translation>
    </message>
    <message>
        <source>请输入上联</source>
        <translation>First line</translation>
    </message>
    <message>
        <source>两字心愿</source>
        <translation>Your wish</translation>
    </message>
    <message>
        <source>写春联</source>
        <translation>Write</translation>
    </message>
    <message>
        <source>正在研墨备笔 · 片刻即可书写</source>
        <translation>Grinding the ink · ready to write in a moment</translation>
    </message>
    <message>
        <source>写“%1”</source>
        <translation>Write “%1”</translation>
    </message>
    <message>
        <source>手写输入</source>
        <translation>Write by hand</translation>
    </message>
</context>
<context>
    <name>WishTilePages</name>
    <message>
        <source>上页</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>下页</source>
        <translation>More</translation>
    </message>
</context>
<context>
    <name>cups</name>
    <message>
        <source>打印机 %1 没有打出这张（%2）</source>
        <translation>Printer %1 did not print this one (%2)</translation>
    </message>
    <message>
        <source>打印机 %1 没有开始打这张（%2）</source>
        <translation>Printer %1 has not started printing this one (%2)</translation>
    </message>
    <message>
        <source>无法读取 %1</source>
        <translation>Cannot read %1</translation>
    </message>
    <message>
        <source>找不到打印机 %1（%2）</source>
        <translation>Printer %1 not found (%2)</translation>
    </message>
    <message>
        <source>打印机 %1 没有响应（%2）</source>
        <translation>Printer %1 does not answer (%2)</translation>
    </message>
    <message>
        <source>打印机 %1 没有接下这张（%2）</source>
        <translation>Printer %1 did not take this one (%2)</translation>
    </message>
    <message>
        <source>打印机 %1 %2：请找工作人员，处理好后这张会接着打出。</source>
        <translation>Printer %1: %2. Please ask the staff; once it is put right, this one will print.</translation>
    </message>
    <message>
        <source>、</source>
        <translation>, </translation>
    </message>
    <message>
        <source>缺纸</source>
        <translation>out of paper</translation>
    </message>
    <message>
        <source>卡纸</source>
        <translation>paper jam</translation>
    </message>
    <message>
        <source>盖子开着</source>
        <translation>a cover is open</translation>
    </message>
    <message>
        <source>纸盒没装好</source>
        <translation>the paper tray is not in place</translation>
    </message>
    <message>
        <source>出纸口满了</source>
        <translation>the output tray is full</translation>
    </message>
    <message>
        <source>墨水或墨粉用完了</source>
        <translation>out of ink or toner</translation>
    </message>
    <message>
        <source>废墨仓满了</source>
        <translation>the waste ink tank is full</translation>
    </message>
    <message>
        <source>没开机或没接好</source>
        <translation>switched off or not connected</translation>
    </message>
    <message>
        <source>收不下 PDF：这台电脑缺 CUPS 的过滤器（cups-filters 软件包），或这台打印机要装它自己的驱动</source>
        <translation>cannot take a PDF: this PC lacks CUPS’s filters (the cups-filters package), or this printer needs a driver of its own</translation>
    </message>
    <message>
        <source>打印机 %1 %2</source>
        <translation>Printer %1 %2</translation>
    </message>
</context>
<context>
    <name>visitor</name>
    <message>
        <source>请先写下两个字的心愿，例如“如意”。</source>
        <translation>First write a wish of two characters, such as 如意.</translation>
    </message>
    <message>
        <source>心愿请用汉字书写，例如“平安”。</source>
        <translation>Please write the wish in Chinese characters, such as 平安.</translation>
    </message>
    <message>
        <source>心愿是两个汉字，例如“如意”“吉祥”。</source>
        <translation>A wish is two Chinese characters, such as 如意 or 吉祥.</translation>
    </message>
    <message>
        <source>请先写下上联。</source>
        <translation>First write the first line.</translation>
    </message>
    <message>
        <source>上联请用汉字书写，句中可用“，”分开。</source>
        <translation>Write the first line in Chinese characters; ， may separate its phrases.</translation>
    </message>
    <message>
        <source>上联要有四到十六个字。</source>
        <translation>The first line has four to sixteen characters.</translation>
    </message>
    <message>
        <source>标点只能在上联的句中。</source>
        <translation>Punctuation may only stand inside the first line.</translation>
    </message>
    <message>
        <source>这个词不好落笔，换一个心愿试试吧。</source>
        <translation>That word is hard to write; try another wish.</translation>
    </message>
    <message>
        <source>这个词不宜写进春联，换一个心愿吧。</source>
        <translation>That word does not belong on a Spring Festival couplet; please choose another wish.</translation>
    </message>
    <message>
        <source>笔墨暂歇，请选一个上面的心愿，或稍后再来。</source>
        <translation>The brush is resting; choose one of the wishes above, or come back later.</translation>
    </message>
    <message>
        <source>这一笔没有写好，请再试一次。</source>
        <translation>That stroke went wrong; please try again.</translation>
    </message>
    <message>
        <source>这句上联有不宜在展台上出现的词，换一句吧。</source>
        <translation>That first line holds a word this booth does not show; please write another.</translation>
    </message>
    <message>
        <source>“%1”是生僻字，这里写不了，换一个常用字吧。</source>
        <translation>“%1” is a rare character that cannot be written here; please choose a common one.</translation>
    </message>
    <message>
        <source>上联连同标点最多十六个字。</source>
        <translation>The first line has at most sixteen characters, punctuation included.</translation>
    </message>
    <message>
        <source>心愿是两个汉字；写名字的话，写名里的两个字，例如“王建国”写“建国”。</source>
        <translation>A wish is two Chinese characters; for a name, write the two of the given name, such as 建国 for 王建国.</translation>
    </message>
    <message>
        <source>心愿是两个汉字；四字吉语取其中两个字，例如“万事如意”写“如意”。</source>
        <translation>A wish is two Chinese characters; for a four-character greeting, write two of them, such as 如意 for 万事如意.</translation>
    </message>
</context>
</TS>
