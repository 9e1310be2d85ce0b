<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="zh_CN">
<context>
    <name>AdminAboutPage</name>
    <message>
        <source>开门见喜 %1：Kaimen 团队制作的春联亭。以下是它用到的作品与许可：</source>
        <translation>開門見喜 %1：Kaimen 團隊製作的春聯亭。以下是它用到的作品與許可：</translation>
    </message>
    <message>
        <source>书法笔画</source>
        <translation>書法筆畫</translation>
    </message>
    <message>
        <source>源自文鼎 AR PL KaitiM GB 与 AR PL UKai</source>
        <translation>源自文鼎 AR PL KaitiM GB 與 AR PL UKai</translation>
    </message>
    <message>
        <source>字体</source>
        <translation>字型</translation>
    </message>
    <message>
        <source>霞鹜文楷 LXGW WenKai</source>
        <translation>霞鶩文楷 LXGW WenKai</translation>
    </message>
    <message>
        <source>宫门图</source>
        <translation>宮門圖</translation>
    </message>
    <message>
        <source>琉璃瓦、鸱吻、斗拱、铺首、石阶：为 Kaimen 绘制的 SVG</source>
        <translation>琉璃瓦、鴟吻、斗拱、鋪首、石階：為 Kaimen 繪製的 SVG</translation>
    </message>
    <message>
        <source>与 Kaimen 相同</source>
        <translation>與 Kaimen 相同</translation>
    </message>
    <message>
        <source>对联模型</source>
        <translation>對聯模型</translation>
    </message>
    <message>
        <source>Kaimen 自行训练（PALM 结构），语料出处见模型卡</source>
        <translation>Kaimen 自行訓練（PALM 結構），語料出處見模型卡</translation>
    </message>
    <message>
        <source>见模型卡</source>
        <translation>見模型卡</translation>
    </message>
    <message>
        <source>程序库</source>
        <translation>程式庫</translation>
    </message>
    <message>
        <source>（全文：%1）</source>
        <translation>（全文：%1）</translation>
    </message>
    <message>
        <source>（各自全文：/usr/share/doc/软件包名/copyright）</source>
        <translation>（各自全文：/usr/share/doc/軟體包名/copyright）</translation>
    </message>
    <message>
        <source>心愿的英文释义</source>
        <translation>心願的英文釋義</translation>
    </message>
    <message>
        <source>及 Kaimen 团队写的春节词义</source>
        <translation>及 Kaimen 團隊寫的春節詞義</translation>
    </message>
    <message>
        <source>手写识别</source>
        <translation>手寫識別</translation>
    </message>
    <message>
        <source>及以同一笔画数据训练的 Kaimen 模型</source>
        <translation>及以同一筆畫數據訓練的 Kaimen 模型</translation>
    </message>
</context>
<context>
    <name>AdminBoothPage</name>
    <message>
        <source>心愿方块</source>
        <translation>心願方塊</translation>
    </message>
    <message>
        <source>默认写法</source>
        <translation>預設寫法</translation>
    </message>
    <message>
        <source>藏头</source>
        <translation>藏頭</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>嵌字</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>无人操作返回首页</source>
        <translation>無人操作返回首頁</translation>
    </message>
    <message>
        <source>%1 秒</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>年份标题</source>
        <translation>年份標題</translation>
    </message>
    <message>
        <source>改写</source>
        <translation>改寫</translation>
    </message>
    <message>
        <source>按农历自动</source>
        <translation>按農曆自動</translation>
    </message>
    <message>
        <source>悬挂方式</source>
        <translation>懸掛方式</translation>
    </message>
    <message>
        <source>上联在右</source>
        <translation type="vanished">上聯在右</translation>
    </message>
    <message>
        <source>上联在左</source>
        <translation type="vanished">上聯在左</translation>
    </message>
    <message>
        <source>语言</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>语言没有切换成功</source>
        <translation>語言沒有切換成功</translation>
    </message>
    <message>
        <source>主题场合</source>
        <translation>主題場合</translation>
    </message>
    <message>
        <source>春节</source>
        <translation>春節</translation>
    </message>
    <message>
        <source>商贸</source>
        <translation>商貿</translation>
    </message>
    <message>
        <source>农家</source>
        <translation>農家</translation>
    </message>
    <message>
        <source>教育</source>
        <translation>教育</translation>
    </message>
    <message>
        <source>工厂</source>
        <translation>工廠</translation>
    </message>
    <message>
        <source>婚嫁</source>
        <translation>婚嫁</translation>
    </message>
    <message>
        <source>贺寿</source>
        <translation>賀壽</translation>
    </message>
    <message>
        <source>乔迁</source>
        <translation>喬遷</translation>
    </message>
    <message>
        <source>生肖</source>
        <translation>生肖</translation>
    </message>
    <message>
        <source>春节主题写%1年</source>
        <translation>春節主題寫%1年</translation>
    </message>
    <message>
        <source>不写生肖</source>
        <translation>不寫生肖</translation>
    </message>
    <message>
        <source>上联在右 · 横批右起</source>
        <translation>上聯在右 · 橫批右起</translation>
    </message>
    <message>
        <source>上联在左 · 横批左起</source>
        <translation>上聯在左 · 橫批左起</translation>
    </message>
    <message>
        <source>声音</source>
        <translation>聲音</translation>
    </message>
    <message>
        <source>鞭炮</source>
        <translation>鞭炮</translation>
    </message>
    <message>
        <source>锣声</source>
        <translation>鑼聲</translation>
    </message>
    <message>
        <source>无声</source>
        <translation>無聲</translation>
    </message>
    <message>
        <source>音量</source>
        <translation>音量</translation>
    </message>
</context>
<context>
    <name>AdminModelPage</name>
    <message>
        <source>模型</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>运行设备</source>
        <translation>執行裝置</translation>
    </message>
    <message>
        <source>自动</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>半精度 FP16</source>
        <translation>半精度 FP16</translation>
    </message>
    <message>
        <source>单精度 FP32</source>
        <translation>單精度 FP32</translation>
    </message>
    <message>
        <source>写法</source>
        <translation>寫法</translation>
    </message>
    <message>
        <source>随机采样（每次不同）</source>
        <translation>隨機取樣（每次不同）</translation>
    </message>
    <message>
        <source>束搜索（最稳妥）</source>
        <translation>束搜尋（最穩妥）</translation>
    </message>
    <message>
        <source>束宽</source>
        <translation>束寬</translation>
    </message>
    <message>
        <source>温度</source>
        <translation>溫度</translation>
    </message>
    <message>
        <source>缓存的心愿数</source>
        <translation>快取的心願數</translation>
    </message>
    <message>
        <source>不缓存</source>
        <translation>不快取</translation>
    </message>
    <message>
        <source>开机预写的心愿</source>
        <translation>開機預寫的心願</translation>
    </message>
    <message>
        <source>计算精度</source>
        <translation>計算精度</translation>
    </message>
    <message>
        <source>自动（按模型）</source>
        <translation>自動（按模型）</translation>
    </message>
    <message>
        <source>整数 INT8（仅 CPU）</source>
        <translation>整數 INT8（僅 CPU）</translation>
    </message>
</context>
<context>
    <name>AdminNetworkPage</name>
    <message>
        <source>扫码带回家</source>
        <translation>掃碼帶回家</translation>
    </message>
    <message>
        <source>开（结果页显示二维码）</source>
        <translation>開（結果頁顯示二維碼）</translation>
    </message>
    <message>
        <source>关</source>
        <translation>關</translation>
    </message>
    <message>
        <source>网络接口</source>
        <translation>網路介面</translation>
    </message>
    <message>
        <source>仅本机</source>
        <translation>僅本機</translation>
    </message>
    <message>
        <source>所有接口</source>
        <translation>所有介面</translation>
    </message>
    <message>
        <source>端口</source>
        <translation>埠</translation>
    </message>
    <message>
        <source>链接有效</source>
        <translation>連結有效</translation>
    </message>
    <message>
        <source>%1 小时</source>
        <translation type="vanished">%1 小時</translation>
    </message>
    <message>
        <source>展台 Wi-Fi</source>
        <translation>展臺 Wi-Fi</translation>
    </message>
    <message>
        <source>未设置</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>（开放网络）</source>
        <translation>（開放網路）</translation>
    </message>
    <message>
        <source>设置</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Wi-Fi 名字</source>
        <translation>Wi-Fi 名字</translation>
    </message>
    <message>
        <source>Wi-Fi 密码（开放网络留空）</source>
        <translation>Wi-Fi 密碼（開放網路留空）</translation>
    </message>
    <message>
        <source>API 密钥</source>
        <translation>API 金鑰</translation>
    </message>
    <message>
        <source>未设置：接口只对本机开放</source>
        <translation>未設定：介面只對本機開放</translation>
    </message>
    <message>
        <source>已设置</source>
        <translation>已設定</translation>
    </message>
    <message>
        <source>生成新密钥</source>
        <translation>生成新金鑰</translation>
    </message>
    <message>
        <source>清除</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>正在服务：%1（手机须在同一网络）</source>
        <translation>正在服務：%1（手機須在同一網路）</translation>
    </message>
    <message>
        <source>未开启。</source>
        <translation>未開啟。</translation>
    </message>
    <message>
        <source>重新查找网络</source>
        <translation>重新查詢網路</translation>
    </message>
    <message numerus="yes">
        <source>%n 小时</source>
        <translation>
            <numerusform>%n 小時</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdminOverview</name>
    <message>
        <source>模型：</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>正在按新设置载入模型，其间照常接待访客…</source>
        <translation>正在按新設定載入模型，其間照常接待訪客…</translation>
    </message>
    <message>
        <source>设置文件的问题：</source>
        <translation>設定檔案的問題：</translation>
    </message>
    <message>
        <source>需要留意：</source>
        <translation>需要留意：</translation>
    </message>
    <message>
        <source>未命名的模型</source>
        <translation>未命名的模型</translation>
    </message>
    <message>
        <source>%1，在 GPU（CUDA）上运行，%2</source>
        <translation>%1，在 GPU（CUDA）上執行，%2</translation>
    </message>
    <message>
        <source>按设置</source>
        <translation>按設定</translation>
    </message>
    <message>
        <source>设置要用 GPU，但本机没有 CUDA 显卡</source>
        <translation>設定要用 GPU，但本機沒有 CUDA 顯示卡</translation>
    </message>
    <message>
        <source>本机没有 CUDA 显卡</source>
        <translation>本機沒有 CUDA 顯示卡</translation>
    </message>
    <message>
        <source>设置要用 GPU，但这一版的 libtorch 不支持 CUDA</source>
        <translation>設定要用 GPU，但這一版的 libtorch 不支援 CUDA</translation>
    </message>
    <message>
        <source>这一版的 libtorch 不支持 CUDA</source>
        <translation>這一版的 libtorch 不支援 CUDA</translation>
    </message>
    <message numerus="yes">
        <source>%1，%2 指令，%n 个线程</source>
        <translation>
            <numerusform>%1，%2 指令，%n 個執行緒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1（libtorch），%n 个线程</source>
        <translation>
            <numerusform>%1（libtorch），%n 個執行緒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1，在 CPU 上运行（%2）：%3</source>
        <translation>%1，在 CPU 上執行（%2）：%3</translation>
    </message>
    <message>
        <source>正在研墨备笔…</source>
        <translation>正在研墨備筆…</translation>
    </message>
    <message>
        <source>本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：门头的年份（%3）、统计的时段和带回家链接的有效期都按时钟算。请校准时钟，或在「展台」页改写年份标题。</source>
        <translation>本機時鐘是 %1，早於本軟體構建的 %2，時鐘一定不對：門頭的年份（%3）、統計的時段和帶回家連結的有效期都按時鐘算。請校準時鐘，或在「展臺」頁改寫年份標題。</translation>
    </message>
    <message>
        <source>本机时钟是 %1，早于本软件构建的 %2，时钟一定不对：统计的时段和带回家链接的有效期都按时钟算。请校准时钟。</source>
        <translation>本機時鐘是 %1，早於本軟體構建的 %2，時鐘一定不對：統計的時段和帶回家連結的有效期都按時鐘算。請校準時鐘。</translation>
    </message>
</context>
<context>
    <name>AdminPanel</name>
    <message>
        <source>首次使用：请设置管理员密码（4–12 位数字）</source>
        <translation type="vanished">首次使用：請設置管理員密碼（4–12 位數字）</translation>
    </message>
    <message>
        <source>请输入新密码（4–12 位数字）</source>
        <translation type="vanished">請輸入新密碼（4–12 位數字）</translation>
    </message>
    <message>
        <source>请输入管理员密码</source>
        <translation type="vanished">請輸入管理員密碼</translation>
    </message>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试</source>
        <translation type="vanished">密碼錯誤次數過多，請 %1 秒後再試</translation>
    </message>
    <message>
        <source>密码已保存</source>
        <translation type="vanished">密碼已保存</translation>
    </message>
    <message>
        <source>密码不对</source>
        <translation type="vanished">密碼不對</translation>
    </message>
    <message>
        <source>管理面板</source>
        <translation>管理面板</translation>
    </message>
    <message>
        <source>模型：</source>
        <translation type="vanished">模型：</translation>
    </message>
    <message>
        <source>设置文件的问题：</source>
        <translation type="vanished">設置文件的問題：</translation>
    </message>
    <message>
        <source>无人操作返回首页（秒）：</source>
        <translation type="vanished">無人操作返回首頁（秒）：</translation>
    </message>
    <message>
        <source>悬挂方式：</source>
        <translation type="vanished">懸掛方式：</translation>
    </message>
    <message>
        <source>上联在右</source>
        <translation type="vanished">上聯在右</translation>
    </message>
    <message>
        <source>上联在左</source>
        <translation type="vanished">上聯在左</translation>
    </message>
    <message>
        <source>修改密码</source>
        <translation type="vanished">修改密碼</translation>
    </message>
    <message>
        <source>返回展台</source>
        <translation>返回展臺</translation>
    </message>
    <message>
        <source>退出 Kaimen</source>
        <translation type="vanished">退出 Kaimen</translation>
    </message>
    <message>
        <source>语言没有切换成功</source>
        <translation type="vanished">語言沒有切換成功</translation>
    </message>
    <message>
        <source>概况</source>
        <translation>概況</translation>
    </message>
    <message>
        <source>模型</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>展台</source>
        <translation>展臺</translation>
    </message>
    <message>
        <source>打印</source>
        <translation>列印</translation>
    </message>
    <message>
        <source>安全</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>关于</source>
        <translation>關於</translation>
    </message>
    <message>
        <source>网络</source>
        <translation>網路</translation>
    </message>
</context>
<context>
    <name>AdminPin</name>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试。</source>
        <translation type="vanished">密碼錯誤次數過多，請 %1 秒後再試。</translation>
    </message>
    <message>
        <source>当前密码不对。</source>
        <translation>當前密碼不對。</translation>
    </message>
    <message>
        <source>密码须为 %1 到 %2 位数字。</source>
        <translation>密碼須為 %1 到 %2 位數字。</translation>
    </message>
    <message>
        <source>请先重新输入当前密码。</source>
        <translation>請先重新輸入當前密碼。</translation>
    </message>
    <message>
        <source>密码无法保存到 %1：%2</source>
        <translation type="vanished">密碼無法保存到 %1：%2</translation>
    </message>
    <message>
        <source>密码无法保存到 %1：%2（原密码仍然有效）</source>
        <translation type="vanished">密碼無法保存到 %1：%2（原密碼仍然有效）</translation>
    </message>
    <message>
        <source>密码没有保存，原密码仍然有效：%1</source>
        <translation>密碼沒有儲存，原密碼仍然有效：%1</translation>
    </message>
    <message>
        <source>首次使用：请设置管理员密码（4–12 位数字）</source>
        <translation>首次使用：請設定管理員密碼（4–12 位數字）</translation>
    </message>
    <message>
        <source>请输入新密码（4–12 位数字）</source>
        <translation>請輸入新密碼（4–12 位數字）</translation>
    </message>
    <message>
        <source>请输入管理员密码</source>
        <translation>請輸入管理員密碼</translation>
    </message>
    <message>
        <source>密码错误次数过多，请 %1 秒后再试</source>
        <translation type="vanished">密碼錯誤次數過多，請 %1 秒後再試</translation>
    </message>
    <message>
        <source>密码已保存</source>
        <translation>密碼已儲存</translation>
    </message>
    <message>
        <source>密码不对</source>
        <translation>密碼不對</translation>
    </message>
    <message numerus="yes">
        <source>密码错误次数过多，请 %n 秒后再试。</source>
        <translation>
            <numerusform>密碼錯誤次數過多，請 %n 秒後再試。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>密码错误次数过多，请 %n 秒后再试</source>
        <translation>
            <numerusform>密碼錯誤次數過多，請 %n 秒後再試</numerusform>
        </translation>
    </message>
    <message>
        <source>忘记密码时，请技术人员在这台电脑上运行 sudo kaimen-reset-pin。</source>
        <translation>忘記密碼時，請技術人員在這臺電腦上執行 sudo kaimen-reset-pin。</translation>
    </message>
</context>
<context>
    <name>AdminPrintPage</name>
    <message>
        <source>打印机</source>
        <translation>印表機</translation>
    </message>
    <message>
        <source>系统默认</source>
        <translation>系統預設</translation>
    </message>
    <message>
        <source>存为 PDF 文件</source>
        <translation>存為 PDF 檔案</translation>
    </message>
    <message>
        <source>纸张</source>
        <translation>紙張</translation>
    </message>
    <message>
        <source>墨色</source>
        <translation>墨色</translation>
    </message>
    <message>
        <source>金字</source>
        <translation>金字</translation>
    </message>
    <message>
        <source>黑字</source>
        <translation>黑字</translation>
    </message>
    <message>
        <source>这台电脑上没有找到打印机（CUPS）；可选“存为 PDF 文件”。</source>
        <translation type="vanished">這臺電腦上沒有找到印表機（CUPS）；可選「存為 PDF 檔案」。</translation>
    </message>
    <message>
        <source>打印测试页</source>
        <translation>列印測試頁</translation>
    </message>
</context>
<context>
    <name>AdminSafetyPage</name>
    <message>
        <source>额外屏蔽的词语</source>
        <translation>額外遮蔽的詞語</translation>
    </message>
    <message>
        <source>含这些词的心愿不予书写，写出的春联含这些词时重写，绝不显示；每次拦截计入统计（已拦截 %1 次）。</source>
        <translation type="vanished">含這些詞的心願不予書寫，寫出的春聯含這些詞時重寫，絕不顯示；每次攔截計入統計（已攔截 %1 次）。</translation>
    </message>
    <message>
        <source>修改密码</source>
        <translation>修改密碼</translation>
    </message>
    <message>
        <source>退出 Kaimen</source>
        <translation>退出 Kaimen</translation>
    </message>
    <message>
        <source>含这些词的心愿或上联不予书写，写出的春联含这些词时重写，绝不显示；每次拦截计入统计（已拦截 %1 次）。</source>
        <translation>含這些詞的心願或上聯不予書寫，寫出的春聯含這些詞時重寫，絕不顯示；每次攔截計入統計（已攔截 %1 次）。</translation>
    </message>
    <message>
        <source>重新启动 Kaimen</source>
        <translation>重新啟動 Kaimen</translation>
    </message>
    <message>
        <source>Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按电脑的电源键：Kaimen 会先保存缓存和统计。</source>
        <translation>Kaimen 作為本機的展臺服務執行，關閉後兩秒自動重新開啟。下班關機請按電腦的電源鍵：Kaimen 會先儲存快取和統計。</translation>
    </message>
    <message>
        <source>确定关闭电脑</source>
        <translation>確定關閉電腦</translation>
    </message>
    <message>
        <source>关闭电脑</source>
        <translation>關閉電腦</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>再按一次“确定关闭电脑”，电脑就关机：Kaimen 先保存缓存和统计。</source>
        <translation>再按一次「確定關閉電腦」，電腦就關機：Kaimen 先儲存快取和統計。</translation>
    </message>
    <message>
        <source>Kaimen 作为本机的展台服务运行，关闭后两秒自动重新打开。下班关机请按“关闭电脑”：Kaimen 会先保存缓存和统计。</source>
        <translation>Kaimen 作為本機的展臺服務執行，關閉後兩秒自動重新開啟。下班關機請按「關閉電腦」：Kaimen 會先儲存快取和統計。</translation>
    </message>
</context>
<context>
    <name>AdminStatistics</name>
    <message>
        <source>已写春联 %1 副 · 缓存命中 %2% · 拦截 %3 次 · 出错 %4 次</source>
        <translation>已寫春聯 %1 副 · 快取命中 %2% · 攔截 %3 次 · 出錯 %4 次</translation>
    </message>
    <message>
        <source>最常写的心愿：</source>
        <translation>最常寫的心願：</translation>
    </message>
    <message>
        <source>（还没有）</source>
        <translation>（還沒有）</translation>
    </message>
    <message>
        <source>导出 CSV</source>
        <translation>匯出 CSV</translation>
    </message>
    <message>
        <source>已导出：</source>
        <translation>已匯出：</translation>
    </message>
    <message>
        <source>还没有按小时的数据。</source>
        <translation>還沒有按小時的資料。</translation>
    </message>
    <message>
        <source>每小时：金色柱＝春联数（最多 %1）· 白线＝p50 · 红线＝p95（最高 %2 ms）</source>
        <translation>每小時：金色柱＝春聯數（最多 %1）· 白線＝p50 · 紅線＝p95（最高 %2 ms）</translation>
    </message>
</context>
<context>
    <name>AdminTextEntry</name>
    <message>
        <source>确定</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>AttractScene</name>
    <message>
        <source> · 新春纳福</source>
        <translation> · 新春納福</translation>
    </message>
    <message>
        <source>轻触屏幕 · 开门写春联</source>
        <translation>輕觸螢幕 · 開門寫春聯</translation>
    </message>
</context>
<context>
    <name>BoothSound</name>
    <message>
        <source>没有声音：%1</source>
        <translation>沒有聲音：%1</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <source>秒后回到首页 · 轻触屏幕继续</source>
        <translation>秒後回到首頁 · 輕觸螢幕繼續</translation>
    </message>
</context>
<context>
    <name>CoupletKinds</name>
    <message>
        <source>藏头</source>
        <translation>藏頭</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>嵌字</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>对下联</source>
        <translation>對下聯</translation>
    </message>
</context>
<context>
    <name>CoupletPrinter</name>
    <message>
        <source>没有可打印的春联。</source>
        <translation>沒有可列印的春聯。</translation>
    </message>
    <message>
        <source>无法写入 %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>找不到打印机 %1</source>
        <translation>找不到印表機 %1</translation>
    </message>
    <message>
        <source>（默认）</source>
        <translation>（預設）</translation>
    </message>
    <message>
        <source>打印机 %1 没有响应</source>
        <translation type="vanished">印表機 %1 沒有響應</translation>
    </message>
    <message>
        <source>上一张还在打印，请稍候。</source>
        <translation>上一張還在列印，請稍候。</translation>
    </message>
    <message>
        <source>已存为 %1</source>
        <translation>已存為 %1</translation>
    </message>
    <message>
        <source>已送去打印</source>
        <translation>已送去列印</translation>
    </message>
    <message>
        <source>这台电脑上没有找到打印机（CUPS）：插上 USB 打印机（免驱动的会自己出现），或选“存为 PDF 文件”。访客现在看不到“打印”。</source>
        <translation>這臺電腦上沒有找到印表機（CUPS）：插上 USB 印表機（免驅動的會自己出現），或選「存為 PDF 檔案」。訪客現在看不到「列印」。</translation>
    </message>
    <message>
        <source>有几台打印机，没有设默认的：请在上面选一台。访客现在看不到“打印”。</source>
        <translation>有幾臺印表機，沒有設預設的：請在上面選一臺。訪客現在看不到「列印」。</translation>
    </message>
    <message>
        <source>打印机 %1 现在找不到（关着，或没连上）。访客现在看不到“打印”。</source>
        <translation>印表機 %1 現在找不到（關著，或沒連上）。訪客現在看不到「列印」。</translation>
    </message>
    <message>
        <source>打印机 %1 %2：处理好之前，访客的海报排着队，之后接着打出。</source>
        <translation>印表機 %1 %2：處理好之前，訪客的海報排著隊，之後接著打出。</translation>
    </message>
    <message>
        <source>打印机 %1 %2，停下了：处理好之前访客看不到“打印”，之后排着的海报接着打出。</source>
        <translation type="vanished">印表機 %1 %2，停下了：處理好之前訪客看不到「列印」，之後排著的海報接著打出。</translation>
    </message>
    <message>
        <source>打印机 %1 %2。访客现在看不到“打印”。</source>
        <translation>印表機 %1 %2。訪客現在看不到「列印」。</translation>
    </message>
    <message>
        <source>打印机 %1 %2：处理好之前访客看不到“打印”，排着的海报之后接着打出。</source>
        <translation>印表機 %1 %2：處理好之前訪客看不到「列印」，排著的海報之後接著打出。</translation>
    </message>
</context>
<context>
    <name>CoupletService</name>
    <message>
        <source>正在研墨备笔…</source>
        <translation>正在研墨備筆…</translation>
    </message>
    <message>
        <source>新设置的模型没有载入（%1），仍用原来的模型。</source>
        <translation>新設定的模型沒有載入（%1），仍用原來的模型。</translation>
    </message>
    <message>
        <source>统计文件：%1</source>
        <translation>統計檔案：%1</translation>
    </message>
    <message>
        <source>统计没有保存：%1</source>
        <translation>統計沒有儲存：%1</translation>
    </message>
    <message>
        <source>对下联</source>
        <translation>對下聯</translation>
    </message>
    <message>
        <source>藏头</source>
        <translation>藏頭</translation>
    </message>
    <message>
        <source>嵌字</source>
        <translation>嵌字</translation>
    </message>
    <message>
        <source>主题</source>
        <translation>主題</translation>
    </message>
</context>
<context>
    <name>FestivalYear</name>
    <message>
        <source>鼠</source>
        <translation>鼠</translation>
    </message>
    <message>
        <source>牛</source>
        <translation>牛</translation>
    </message>
    <message>
        <source>虎</source>
        <translation>虎</translation>
    </message>
    <message>
        <source>兔</source>
        <translation>兔</translation>
    </message>
    <message>
        <source>龙</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>蛇</source>
        <translation>蛇</translation>
    </message>
    <message>
        <source>马</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>羊</source>
        <translation>羊</translation>
    </message>
    <message>
        <source>猴</source>
        <translation>猴</translation>
    </message>
    <message>
        <source>鸡</source>
        <translation>雞</translation>
    </message>
    <message>
        <source>狗</source>
        <translation>狗</translation>
    </message>
    <message>
        <source>猪</source>
        <translation>豬</translation>
    </message>
</context>
<context>
    <name>HandwritingPad</name>
    <message>
        <source>在下面的方格里写一个字</source>
        <translation>在下面的方格裡寫一個字</translation>
    </message>
    <message>
        <source>退笔</source>
        <translation>退筆</translation>
    </message>
    <message>
        <source>重写</source>
        <translation>重寫</translation>
    </message>
</context>
<context>
    <name>KioskConfig</name>
    <message>
        <source>本次运行不保存设置。</source>
        <translation>本次執行不儲存設定。</translation>
    </message>
    <message>
        <source>“%1”不是两个汉字的心愿，设置未改变。</source>
        <translation>「%1」不是兩個漢字的心願，設定未改變。</translation>
    </message>
    <message>
        <source>至少保留一个心愿。</source>
        <translation>至少保留一個心願。</translation>
    </message>
    <message>
        <source>不认识的语言 %1</source>
        <translation type="vanished">不認識的語言 %1</translation>
    </message>
    <message>
        <source>“%1”不可用，可选：%2</source>
        <translation>「%1」不可用，可選：%2</translation>
    </message>
    <message>
        <source>（找不到）</source>
        <translation>（找不到）</translation>
    </message>
    <message>
        <source>%1 里没有模型（缺少 manifest.json），设置未改变。</source>
        <translation>%1 裡沒有模型（缺少 manifest.json），設定未改變。</translation>
    </message>
    <message>
        <source>最多预写 %1 个心愿。</source>
        <translation>最多預寫 %1 個心願。</translation>
    </message>
    <message>
        <source>“%1”不是可屏蔽的词语，设置未改变。</source>
        <translation>「%1」不是可遮蔽的詞語，設定未改變。</translation>
    </message>
    <message>
        <source>最多屏蔽 %1 个词语。</source>
        <translation>最多遮蔽 %1 個詞語。</translation>
    </message>
    <message>
        <source>最多 %1 个心愿方块。</source>
        <translation>最多 %1 個心願方塊。</translation>
    </message>
    <message>
        <source>端口须在 %1 到 %2 之间，设置未改变。</source>
        <translation>埠須在 %1 到 %2 之間，設定未改變。</translation>
    </message>
    <message>
        <source>“%1”不是网络接口的名字，设置未改变。</source>
        <translation>「%1」不是網路介面的名字，設定未改變。</translation>
    </message>
    <message>
        <source>有密码的 Wi-Fi 须有名字，设置未改变。</source>
        <translation>有密碼的 Wi-Fi 須有名字，設定未改變。</translation>
    </message>
    <message>
        <source>Wi-Fi 名字最长 32 字节、密码最长 63 字节，设置未改变。</source>
        <translation>Wi-Fi 名字最長 32 位元組、密碼最長 63 位元組，設定未改變。</translation>
    </message>
    <message>
        <source>WPA 密码至少 8 个字符，设置未改变。</source>
        <translation>WPA 密碼至少 8 個字元，設定未改變。</translation>
    </message>
    <message>
        <source>API 密钥至少 16 个字符且不含空格，设置未改变。</source>
        <translation>API 金鑰至少 16 個字元且不含空格，設定未改變。</translation>
    </message>
    <message>
        <source>年份标题最多 %1 个字，设置未改变。</source>
        <translation>年份標題最多 %1 個字，設定未改變。</translation>
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
        <translation>空格</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>已保存：</source>
        <translation type="vanished">已保存：</translation>
    </message>
    <message>
        <source>保存没有成功</source>
        <translation type="vanished">保存沒有成功</translation>
    </message>
    <message>
        <source>正在挥毫泼墨…</source>
        <translation>正在揮毫潑墨…</translation>
    </message>
    <message>
        <source>心愿：%1</source>
        <translation>心願：%1</translation>
    </message>
    <message>
        <source>横批「%1」：%2</source>
        <translation type="vanished">橫批「%1」：%2</translation>
    </message>
</context>
<context>
    <name>PalaceGate</name>
    <message>
        <source>开门见喜</source>
        <translation>開門見喜</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <source>确定</source>
        <translation>確定</translation>
    </message>
</context>
<context>
    <name>PowerControl</name>
    <message>
        <source>电脑没有关闭：%1</source>
        <translation>電腦沒有關閉：%1</translation>
    </message>
    <message>
        <source>正在关闭电脑……Kaimen 先保存缓存和统计。</source>
        <translation>正在關閉電腦……Kaimen 先儲存快取和統計。</translation>
    </message>
    <message>
        <source>这台电脑只允许输入管理员密码后关机，Kaimen 不能代为关闭：请按电脑的电源键。</source>
        <translation>這臺電腦只允許輸入管理員密碼後關機，Kaimen 不能代為關閉：請按電腦的電源鍵。</translation>
    </message>
    <message>
        <source>这台电脑不允许从 Kaimen 关机：请按电脑的电源键。</source>
        <translation>這臺電腦不允許從 Kaimen 關機：請按電腦的電源鍵。</translation>
    </message>
    <message>
        <source>无法从 Kaimen 关机（systemd-logind：%1）：请按电脑的电源键。</source>
        <translation>無法從 Kaimen 關機（systemd-logind：%1）：請按電腦的電源鍵。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>没有名为 %1 的网络接口。</source>
        <translation>沒有名為 %1 的網路介面。</translation>
    </message>
    <message>
        <source>网络接口 %1 没有连接（没有 IPv4 地址）。</source>
        <translation>網路介面 %1 沒有連線（沒有 IPv4 地址）。</translation>
    </message>
</context>
<context>
    <name>ResultActions</name>
    <message>
        <source>换一副</source>
        <translation>換一副</translation>
    </message>
    <message>
        <source>保存</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>打印中…</source>
        <translation>列印中…</translation>
    </message>
    <message>
        <source>打印</source>
        <translation>列印</translation>
    </message>
    <message>
        <source>再写一副</source>
        <translation>再寫一副</translation>
    </message>
</context>
<context>
    <name>Shown</name>
    <message>
        <source>横批「%1」：%2</source>
        <translation>橫批「%1」：%2</translation>
    </message>
    <message>
        <source>心愿「%1」：%2</source>
        <translation>心願「%1」：%2</translation>
    </message>
    <message>
        <source>横批「%1」（从右往左读）：%2</source>
        <translation>橫批「%1」（從右往左讀）：%2</translation>
    </message>
</context>
<context>
    <name>TakeHomeCard</name>
    <message>
        <source>① 连展台 Wi-Fi</source>
        <translation>① 連展臺 Wi-Fi</translation>
    </message>
    <message>
        <source>② 扫码带回家</source>
        <translation>② 掃碼帶回家</translation>
    </message>
    <message>
        <source>扫码带回家</source>
        <translation>掃碼帶回家</translation>
    </message>
</context>
<context>
    <name>WishScene</name>
    <message>
        <source>笔墨暂歇 · 下面的心愿仍可取一副写好的春联</source>
        <translation>筆墨暫歇 · 下面的心願仍可取一副寫好的春聯</translation>
    </message>
    <message>
        <source>开门见喜</source>
        <translation>開門見喜</translation>
    </message>
    <message>
        <source>写下上联，Kaimen 对下联</source>
        <translation>寫下上聯，Kaimen 對下聯</translation>
    </message>
    <message>
        <source>选一个心愿，或写下两个字</source>
        <translation>選一個心願，或寫下兩個字</translation>
    </message>
    <message>
        <source>上页</source>
        <translation type="vanished">上頁</translation>
    </message>
    <message>
        <source>下页</source>
        <translation type="vanished">下頁</translation>
    </message>
    <message>
        <source>选心愿</source>
        <translation>選心願</translation>
    </message>
    <message>
        <source>拼音输入</source>
        <translation>拼音輸入</translation>
    </message>
    <message>
        <source>请输入上联</source>
        <translation>請輸入上聯</translation>
    </message>
    <message>
        <source>两字心愿</source>
        <translation>兩字心願</translation>
    </message>
    <message>
        <source>写春联</source>
        <translation>寫春聯</translation>
    </message>
    <message>
        <source>正在研墨备笔 · 片刻即可书写</source>
        <translation>正在研墨備筆 · 片刻即可書寫</translation>
    </message>
    <message>
        <source>写“%1”</source>
        <translation>寫「%1」</translation>
    </message>
    <message>
        <source>手写输入</source>
        <translation>手寫輸入</translation>
    </message>
</context>
<context>
    <name>WishTilePages</name>
    <message>
        <source>上页</source>
        <translation>上頁</translation>
    </message>
    <message>
        <source>下页</source>
        <translation>下頁</translation>
    </message>
</context>
<context>
    <name>cups</name>
    <message>
        <source>打印机 %1 没有打出这张（%2）</source>
        <translation>印表機 %1 沒有打出這張（%2）</translation>
    </message>
    <message>
        <source>打印机 %1 没有开始打这张（%2）</source>
        <translation>印表機 %1 沒有開始打這張（%2）</translation>
    </message>
    <message>
        <source>无法读取 %1</source>
        <translation>無法讀取 %1</translation>
    </message>
    <message>
        <source>找不到打印机 %1（%2）</source>
        <translation>找不到印表機 %1（%2）</translation>
    </message>
    <message>
        <source>打印机 %1 没有响应（%2）</source>
        <translation>印表機 %1 沒有響應（%2）</translation>
    </message>
    <message>
        <source>打印机 %1 没有接下这张（%2）</source>
        <translation>印表機 %1 沒有接下這張（%2）</translation>
    </message>
    <message>
        <source>打印机 %1 %2：请找工作人员，处理好后这张会接着打出。</source>
        <translation>印表機 %1 %2：請找工作人員，處理好後這張會接著打出。</translation>
    </message>
    <message>
        <source>、</source>
        <translation>、</translation>
    </message>
    <message>
        <source>缺纸</source>
        <translation>缺紙</translation>
    </message>
    <message>
        <source>卡纸</source>
        <translation>卡紙</translation>
    </message>
    <message>
        <source>盖子开着</source>
        <translation>蓋子開著</translation>
    </message>
    <message>
        <source>纸盒没装好</source>
        <translation>紙盒沒裝好</translation>
    </message>
    <message>
        <source>出纸口满了</source>
        <translation>出紙口滿了</translation>
    </message>
    <message>
        <source>墨水或墨粉用完了</source>
        <translation>墨水或墨粉用完了</translation>
    </message>
    <message>
        <source>废墨仓满了</source>
        <translation>廢墨倉滿了</translation>
    </message>
    <message>
        <source>没开机或没接好</source>
        <translation>沒開機或沒接好</translation>
    </message>
    <message>
        <source>收不下 PDF：这台电脑缺 CUPS 的过滤器（cups-filters 软件包），或这台打印机要装它自己的驱动</source>
        <translation>收不下 PDF：這臺電腦缺 CUPS 的過濾器（cups-filters 軟體包），或這臺印表機要裝它自己的驅動</translation>
    </message>
    <message>
        <source>打印机 %1 %2</source>
        <translation>印表機 %1 %2</translation>
    </message>
</context>
<context>
    <name>visitor</name>
    <message>
        <source>请先写下两个字的心愿，例如“如意”。</source>
        <translation>請先寫下兩個字的心願，例如「如意」。</translation>
    </message>
    <message>
        <source>心愿请用汉字书写，例如“平安”。</source>
        <translation>心願請用漢字書寫，例如「平安」。</translation>
    </message>
    <message>
        <source>心愿是两个汉字，例如“如意”“吉祥”。</source>
        <translation>心願是兩個漢字，例如「如意」「吉祥」。</translation>
    </message>
    <message>
        <source>请先写下上联。</source>
        <translation>請先寫下上聯。</translation>
    </message>
    <message>
        <source>上联请用汉字书写，句中可用“，”分开。</source>
        <translation>上聯請用漢字書寫，句中可用「，」分開。</translation>
    </message>
    <message>
        <source>上联要有四到十六个字。</source>
        <translation>上聯要有四到十六個字。</translation>
    </message>
    <message>
        <source>标点只能在上联的句中。</source>
        <translation>標點只能在上聯的句中。</translation>
    </message>
    <message>
        <source>这个词不好落笔，换一个心愿试试吧。</source>
        <translation>這個詞不好落筆，換一個心願試試吧。</translation>
    </message>
    <message>
        <source>这个词不宜写进春联，换一个心愿吧。</source>
        <translation>這個詞不宜寫進春聯，換一個心願吧。</translation>
    </message>
    <message>
        <source>笔墨暂歇，请选一个上面的心愿，或稍后再来。</source>
        <translation>筆墨暫歇，請選一個上面的心願，或稍後再來。</translation>
    </message>
    <message>
        <source>这一笔没有写好，请再试一次。</source>
        <translation>這一筆沒有寫好，請再試一次。</translation>
    </message>
    <message>
        <source>这句上联有不宜在展台上出现的词，换一句吧。</source>
        <translation>這句上聯有不宜在展臺上出現的詞，換一句吧。</translation>
    </message>
    <message>
        <source>“%1”是生僻字，这里写不了，换一个常用字吧。</source>
        <translation>「%1」是生僻字，這裡寫不了，換一個常用字吧。</translation>
    </message>
    <message>
        <source>上联连同标点最多十六个字。</source>
        <translation>上聯連同標點最多十六個字。</translation>
    </message>
    <message>
        <source>心愿是两个汉字；写名字的话，写名里的两个字，例如“王建国”写“建国”。</source>
        <translation>心願是兩個漢字；寫名字的話，寫名裡的兩個字，例如「王建國」寫「建國」。</translation>
    </message>
    <message>
        <source>心愿是两个汉字；四字吉语取其中两个字，例如“万事如意”写“如意”。</source>
        <translation>心願是兩個漢字；四字吉語取其中兩個字，例如「萬事如意」寫「如意」。</translation>
    </message>
</context>
</TS>
