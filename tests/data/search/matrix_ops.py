# ruff: noqa: E501
"""Families of near-duplicate operations skills: databases x (backup, restore, slow queries,
replication, upgrade), clouds x capabilities, web servers and message queues. Siblings share
most words, so only the subject-specific commands and the action tell them apart."""

from __future__ import annotations

DBS: dict[str, dict[str, str]] = {
    "postgres": dict(D="PostgreSQL", tag="postgres", dump="pg_dump -Fc -f app.dump app", dump_tool="pg_dump", restore="pg_restore --clean --if-exists -d app app.dump", pitr="WAL archiving with archive_command or pgBackRest", slow="pg_stat_statements and log_min_duration_statement", explain="EXPLAIN (ANALYZE, BUFFERS)", index_hint="a partial or composite index", repl="streaming replication with a replication slot", lag="pg_stat_replication.replay_lag", upgrade="pg_upgrade --link", config="postgresql.conf", port="5432"),
    "mysql": dict(D="MySQL", tag="mysql", dump="mysqldump --single-transaction --routines --triggers app > app.sql", dump_tool="mysqldump or Percona XtraBackup", restore="mysql app < app.sql, or xtrabackup --prepare then --copy-back", pitr="binary logs replayed with mysqlbinlog", slow="the slow query log (long_query_time) and performance_schema", explain="EXPLAIN ANALYZE or EXPLAIN FORMAT=JSON", index_hint="a covering index", repl="GTID-based replication", lag="Seconds_Behind_Source in SHOW REPLICA STATUS", upgrade="MySQL Shell's util.checkForServerUpgrade() then an in-place upgrade", config="my.cnf", port="3306"),
    "mongodb": dict(D="MongoDB", tag="mongodb", dump="mongodump --archive=app.gz --gzip --oplog", dump_tool="mongodump", restore="mongorestore --archive=app.gz --gzip --oplogReplay --drop", pitr="the oplog or Atlas continuous backup", slow="the database profiler and slow operation log (slowms)", explain="explain('executionStats')", index_hint="a compound index following the ESR rule", repl="a replica set", lag="rs.printSecondaryReplicationInfo()", upgrade="a rolling upgrade then setFeatureCompatibilityVersion", config="mongod.conf", port="27017"),
    "redis": dict(D="Redis", tag="redis", dump="BGSAVE and a copy of dump.rdb", dump_tool="RDB snapshots and the AOF", restore="stopping Redis, replacing dump.rdb or appendonly.aof, and restarting", pitr="the append-only file with appendfsync everysec", slow="SLOWLOG GET and LATENCY DOCTOR", explain="redis-cli --bigkeys and MEMORY USAGE", index_hint="a smaller key design or a sorted set instead of a scan", repl="REPLICAOF replicas with Sentinel", lag="master_repl_offset in INFO replication", upgrade="upgrading replicas first and failing over", config="redis.conf", port="6379"),
    "sqlite": dict(D="SQLite", tag="sqlite", dump="sqlite3 app.db '.backup app-backup.db'", dump_tool="the online backup API or VACUUM INTO", restore="sqlite3 app.db '.restore app-backup.db' after closing every connection", pitr="Litestream streaming the WAL to object storage", slow="EXPLAIN QUERY PLAN and sqlite3_trace timings", explain="EXPLAIN QUERY PLAN", index_hint="an index matching the WHERE and ORDER BY columns", repl="Litestream or LiteFS", lag="the Litestream generation position", upgrade="upgrading the library and running PRAGMA integrity_check", config="PRAGMA settings such as journal_mode=WAL", port="none (embedded)"),
    "cassandra": dict(D="Cassandra", tag="cassandra", dump="nodetool snapshot -t nightly app", dump_tool="nodetool snapshot and Medusa", restore="sstableloader or copying snapshot SSTables back and running nodetool refresh", pitr="incremental backups and commit log archiving", slow="nodetool tablehistograms and query tracing", explain="TRACING ON in cqlsh", index_hint="a query table designed around the partition key", repl="NetworkTopologyStrategy with a replication factor per data center", lag="hinted handoff and nodetool repair status", upgrade="a rolling upgrade followed by nodetool upgradesstables", config="cassandra.yaml", port="9042"),
    "elasticsearch": dict(D="Elasticsearch", tag="elasticsearch", dump="PUT _snapshot/repo/nightly with a snapshot repository on S3", dump_tool="the snapshot API and snapshot lifecycle management", restore="POST _snapshot/repo/nightly/_restore with rename_pattern", pitr="frequent SLM snapshots", slow="the search slow log and the profile API", explain="\"profile\": true on the query", index_hint="keyword fields, filters instead of queries, and fewer shards", repl="cross-cluster replication and replica shards", lag="GET _ccr/stats follower checkpoints", upgrade="a rolling upgrade with cluster.routing.allocation.enable set to primaries", config="elasticsearch.yml", port="9200"),
}

DB_ACTIONS: list[dict[str, object]] = [
    dict(
        name="{key}-backup",
        tags=["{tag}", "database", "backup"],
        descs=[
            "Creates consistent {D} backups with {dump_tool}, schedules them, copies them off the host and checks they restore. Use when a {D} database has no backups, backups were never tested, or you need point-in-time recovery.",
            "Sets up and verifies {D} backups: full dumps, {pitr}, retention and encryption. Use when auditing {D} disaster recovery or before a risky migration.",
            "Backs up a {D} database safely and on a schedule, with a retention policy and an alert when a backup is missing. Use when you need a nightly {D} backup job or want to prove the existing one works.",
        ],
        steps=[
            "Take a consistent dump: `{dump}`.",
            "For point-in-time recovery, enable {pitr}.",
            "Copy backups to separate storage with encryption and a retention policy.",
            "Restore the latest backup into a scratch instance every week and compare row counts.",
        ],
        notes=["A backup that has never been restored is only a hope."],
    ),
    dict(
        name="{key}-restore",
        tags=["{tag}", "database", "restore", "disaster-recovery"],
        descs=[
            "Restores a {D} database from a backup or to a point in time, into a new instance first, then cuts over. Use when data was deleted by mistake, a migration went wrong, or a server was lost.",
            "Recovers {D} data: picks the right backup, restores it with the native tools, validates it, and swaps it in. Use when someone dropped a table or a {D} host died.",
            "Brings a {D} database back from a dump or snapshot with minimal downtime, and recovers single tables when only part is damaged. Use when you must undo bad writes or rebuild a {D} server.",
        ],
        steps=[
            "Stop the writes that caused the damage and note the exact time it happened.",
            "Restore into a new instance, never over the live one: {restore}.",
            "Replay {pitr} up to just before the incident if you need point-in-time recovery.",
            "Validate counts and key rows, then switch the application over or copy back only the lost rows.",
        ],
        notes=["Restoring over the live database destroys the evidence and any writes since the backup."],
    ),
    dict(
        name="{key}-slow-queries",
        tags=["{tag}", "database", "performance"],
        descs=[
            "Finds and fixes slow {D} queries using {slow}, reads plans with {explain}, and adds the right index. Use when a {D}-backed endpoint is slow, CPU on the database is high, or a query got slower as data grew.",
            "Tunes {D} query performance: captures the worst queries, explains them, and changes indexes or query shape. Use when {D} latency spikes or a report takes minutes.",
            "Diagnoses {D} performance problems from the top queries down rather than tweaking server settings blindly. Use when users complain the app is slow and the database is the suspect.",
        ],
        steps=[
            "Collect the top queries by total time with {slow}.",
            "Run the worst one with {explain} and look for full scans and large row estimates.",
            "Try {index_hint}, or rewrite the query so it can use an existing one.",
            "Measure again under realistic data volume and keep the before/after numbers.",
        ],
        notes=["Every index speeds up reads and slows down writes; drop the ones nothing uses."],
    ),
    dict(
        name="{key}-replication",
        tags=["{tag}", "database", "replication", "high-availability"],
        descs=[
            "Sets up and monitors {D} replication ({repl}), and fixes a replica that falls behind. Use when you need a read replica or standby, replica lag alerts fire, or failover has never been tested.",
            "Keeps {D} replicas healthy: replication topology, lag monitoring and a rehearsed failover. Use when {D} high availability is required or a replica stopped applying changes.",
        ],
        steps=[
            "Configure {repl} and confirm the replica receives changes.",
            "Monitor lag with {lag} and alert on sustained growth.",
            "When a replica breaks, find the first error in its log before rebuilding it.",
            "Rehearse failover in staging and write down how long it took.",
        ],
        notes=["A replica is not a backup: a bad delete replicates instantly."],
    ),
    dict(
        name="{key}-upgrade",
        tags=["{tag}", "database", "upgrade"],
        descs=[
            "Plans a {D} major version upgrade with {upgrade}, compatibility checks and a tested rollback. Use when a {D} version is reaching end of life or you need features from a newer release.",
            "Upgrades {D} across major versions with minimal downtime: rehearsal on a copy, extension and driver checks, cutover plan. Use when the {D} server is several versions behind.",
        ],
        steps=[
            "Read the release notes for every major version you skip and list incompatible changes.",
            "Rehearse on a restored copy of production with {upgrade}.",
            "Check client drivers, extensions and settings in {config} against the new version.",
            "Schedule the cutover, keep the old version restorable, and run the smoke tests right after.",
        ],
        notes=["Take a fresh, verified backup immediately before the upgrade."],
    ),
]
DB_SKIP = {"sqlite-replication"}

CLOUDS: dict[str, dict[str, str]] = {
    "aws": dict(P="AWS", tag="aws", iam="IAM Access Analyzer and the credential report", iam_cmd="aws iam generate-credential-report", cost="Cost Explorer and the Cost and Usage Report in Athena", bucket="S3 bucket policies and Block Public Access", bucket_word="S3 bucket", fn="Lambda", fn_deploy="sam deploy with aliases and gradual deployment", net="a VPC with public and private subnets, NAT gateways and security groups", alert="CloudWatch alarms notifying an SNS topic", secret="Secrets Manager with a rotation Lambda", vm="Compute Optimizer recommendations for EC2", dns="Route 53 hosted zones", k8s="EKS with eksctl", k8s_short="EKS"),
    "gcp": dict(P="Google Cloud", tag="gcp", iam="IAM Recommender and policy analyzer", iam_cmd="gcloud projects get-iam-policy PROJECT", cost="the billing export to BigQuery", bucket="uniform bucket-level access and signed URLs on Cloud Storage", bucket_word="GCS bucket", fn="Cloud Run", fn_deploy="gcloud run deploy with revision traffic splitting", net="a VPC network with subnets, Cloud NAT and firewall rules", alert="Cloud Monitoring alerting policies", secret="Secret Manager versions", vm="machine type recommendations for Compute Engine", dns="Cloud DNS managed zones", k8s="GKE with gcloud container clusters", k8s_short="GKE"),
    "azure": dict(P="Azure", tag="azure", iam="role assignments and Privileged Identity Management", iam_cmd="az role assignment list --all", cost="Cost Management exports and budgets", bucket="Blob Storage container access levels and SAS tokens", bucket_word="storage account container", fn="Azure Functions", fn_deploy="func azure functionapp publish with deployment slots", net="a virtual network with subnets, NSGs and a NAT gateway", alert="Azure Monitor alert rules and action groups", secret="Key Vault", vm="Azure Advisor VM resize recommendations", dns="Azure DNS zones", k8s="AKS with az aks", k8s_short="AKS"),
}

CLOUD_ACTIONS: list[dict[str, object]] = [
    dict(name="{key}-iam-audit", tags=["{tag}", "cloud", "iam", "security"], descs=["Audits {P} access: who can do what, unused permissions, stale keys and over-broad roles, using {iam}. Use when preparing for a security review, after someone leaves, or when you suspect excessive permissions in {P}.", "Reviews {P} identities and permissions against least privilege and produces a cleanup list. Use when {P} access grew organically and nobody knows who has admin."], steps=["Export the current state with `{iam_cmd}`.", "Flag wildcard actions, admin grants and identities unused for 90 days using {iam}.", "Propose narrower roles and test them in a non-production account first.", "Remove or rotate long-lived keys and record every change."], notes=["Removing permissions a batch job needs breaks it silently at night; stage removals."]),
    dict(name="{key}-cost-report", tags=["{tag}", "cloud", "finops", "cost"], descs=["Breaks down the {P} bill by service, team and environment with {cost}, and lists the biggest savings. Use when the {P} bill jumped, finance asks where the money goes, or you need a monthly cost review.", "Finds {P} waste: idle resources, oversized instances, forgotten snapshots and data transfer charges. Use when {P} spend is growing faster than usage."], steps=["Pull the last three months of spend from {cost}, grouped by service and tag.", "Explain the top five line items and the largest month-over-month change.", "List idle and orphaned resources with their monthly cost.", "Propose savings with an estimate and an owner for each."], notes=["Untagged resources make allocation guesswork; fix tagging as part of the report."]),
    dict(name="{key}-bucket-access", tags=["{tag}", "cloud", "storage", "security"], descs=["Locks down {P} object storage: checks {bucket}, finds public objects, and grants time-limited access instead. Use when a {bucket_word} might be public, a partner needs temporary download access, or a scanner flagged storage permissions.", "Reviews and fixes {bucket_word} permissions in {P}, replacing broad grants with scoped, expiring access. Use when sharing files from {P} storage safely."], steps=["List every {bucket_word} and its effective public access.", "Enforce {bucket} at the account or organisation level.", "Replace public links with presigned or signed URLs that expire.", "Enable access logging and alert on policy changes."], notes=["Static website buckets are intentionally public; document the exceptions."]),
    dict(name="{key}-serverless-deploy", tags=["{tag}", "cloud", "serverless", "deployment"], descs=["Deploys {fn} code safely with {fn_deploy}, config per environment and a quick rollback. Use when shipping a new {fn} version, setting up CI deploys for {fn}, or a deploy broke production and must be reverted.", "Packages and releases {P} serverless functions with staged traffic shifting and health checks. Use when {fn} deploys are manual or risky."], steps=["Build the artifact once and promote the same artifact through environments.", "Deploy with {fn_deploy}.", "Shift a small share of traffic first and watch errors and latency.", "Keep the previous version addressable so rollback is one command."], notes=["Cold starts grow with package size; trim dependencies."]),
    dict(name="{key}-network-setup", tags=["{tag}", "cloud", "networking"], descs=["Designs and builds {P} networking: {net}, with address ranges that will not collide later. Use when creating a new {P} environment, connecting it to on-premises, or untangling a network built by hand.", "Lays out {P} network segmentation for public, private and data tiers with egress control. Use when workloads in {P} need private connectivity or outbound traffic must be restricted."], steps=["Pick non-overlapping CIDR ranges for every environment and region you might peer.", "Create {net} as code.", "Allow only the ports each tier needs and log denied traffic.", "Test reachability from each tier before deploying workloads."], notes=["Changing a network's address range later usually means rebuilding it."]),
    dict(name="{key}-alerts", tags=["{tag}", "cloud", "monitoring", "alerting"], descs=["Creates actionable {P} alerts with {alert} for errors, latency, saturation and cost anomalies. Use when {P} workloads have no alerting, alerts are noisy, or an outage was noticed by customers first.", "Sets up {P} monitoring alerts tied to runbooks and on-call routing. Use when defining alert thresholds for {P} services."], steps=["List the symptoms users would notice and alert on those first.", "Create {alert} with thresholds from recent baselines.", "Route alerts to the on-call rotation and link each to a runbook.", "Review alert volume after two weeks and remove the ones nobody acted on."], notes=["Alerting on every CPU blip trains people to ignore pages."]),
    dict(name="{key}-secrets", tags=["{tag}", "cloud", "secrets", "security"], descs=["Stores and rotates application secrets in {secret} and wires services to read them at runtime. Use when credentials live in environment files or code, a secret leaked, or rotation is required by policy.", "Moves {P} workloads to managed secrets with least-privilege access and automatic rotation. Use when auditing where {P} credentials are kept."], steps=["Inventory secrets in code, CI variables and config files.", "Move them into {secret} with one secret per purpose.", "Grant read access only to the identity of the workload that needs each secret.", "Enable rotation and test that services pick up new values without a redeploy."], notes=["Rotating a database password without updating connection pools causes an outage."]),
    dict(name="{key}-vm-rightsize", tags=["{tag}", "cloud", "cost", "compute"], descs=["Right-sizes {P} virtual machines from utilisation data using {vm}, and plans the resizes. Use when instances idle at low CPU, the compute bill is high, or a VM is starved for memory.", "Matches {P} VM sizes and families to real load, including reserved or committed-use pricing. Use when reviewing compute spend in {P}."], steps=["Collect two to four weeks of CPU, memory and network metrics per VM.", "Compare them with {vm}.", "Resize during a maintenance window, one tier at a time.", "Commit to reservations only after sizes have stabilised."], notes=["Memory is not reported by default on some VMs; install the agent before judging."]),
    dict(name="{key}-dns-records", tags=["{tag}", "cloud", "dns"], descs=["Manages DNS in {dns}: creates and changes records, lowers TTLs before migrations, and verifies propagation. Use when pointing a domain at a new service, moving DNS to {P}, or a record change did not take effect.", "Handles {P} DNS changes safely with zone files as code and checks for CNAME, alias and TXT records. Use when verifying a domain or cutting traffic over in {P}."], steps=["Export the current zone before any change.", "Lower the TTL a day ahead of a planned cutover.", "Apply the change in {dns} through code review.", "Check resolution from several public resolvers with dig."], notes=["A CNAME cannot live at the zone apex; use an alias record."]),
    dict(name="{key}-k8s-cluster", tags=["{tag}", "cloud", "kubernetes"], descs=["Provisions a managed Kubernetes cluster on {k8s} with node pools, autoscaling, private networking and workload identity. Use when standing up {k8s_short} for a team or rebuilding a hand-made cluster as code.", "Creates and upgrades {k8s_short} clusters with sane defaults for logging, autoscaling and access control. Use when a {k8s_short} control plane or node pool version needs upgrading."], steps=["Create the cluster as code with {k8s}.", "Separate system and workload node pools and enable the cluster autoscaler.", "Map cloud identities to Kubernetes service accounts instead of node-wide credentials.", "Upgrade the control plane first, then node pools one at a time."], notes=["Deprecated Kubernetes APIs break on upgrade; scan manifests first."]),
]

WEBSERVERS: dict[str, dict[str, str]] = {
    "nginx": dict(W="nginx", tag="nginx", conf="/etc/nginx/conf.d/app.conf", test="nginx -t && systemctl reload nginx", tls="ssl_certificate with certbot --nginx", proxy="proxy_pass with proxy_set_header Host and X-Forwarded-For", log="/var/log/nginx/error.log", limit="limit_req_zone and limit_req", timeout="proxy_read_timeout"),
    "apache": dict(W="Apache httpd", tag="apache", conf="/etc/apache2/sites-available/app.conf", test="apachectl configtest && systemctl reload apache2", tls="mod_ssl with certbot --apache", proxy="mod_proxy with ProxyPass and ProxyPassReverse", log="/var/log/apache2/error.log", limit="mod_ratelimit or mod_evasive", timeout="ProxyTimeout"),
    "caddy": dict(W="Caddy", tag="caddy", conf="the Caddyfile", test="caddy validate && caddy reload", tls="automatic HTTPS with the ACME issuer", proxy="the reverse_proxy directive", log="Caddy's JSON logs via journalctl -u caddy", limit="the rate_limit module", timeout="transport timeouts in reverse_proxy"),
    "haproxy": dict(W="HAProxy", tag="haproxy", conf="/etc/haproxy/haproxy.cfg", test="haproxy -c -f /etc/haproxy/haproxy.cfg && systemctl reload haproxy", tls="a bind line with crt pointing at a combined PEM", proxy="frontend and backend sections with health checks", log="the HAProxy log via rsyslog", limit="stick tables tracking http_req_rate", timeout="timeout server"),
}

WEB_ACTIONS: list[dict[str, object]] = [
    dict(name="{key}-tls-setup", tags=["{tag}", "tls", "web-server"], descs=["Enables HTTPS on {W} with {tls}, modern protocols, HSTS and automatic renewal. Use when a site still serves HTTP, a certificate is about to expire, or an SSL test grades the server poorly.", "Configures TLS termination in {W}: certificate chain, ciphers, OCSP stapling and redirects from HTTP. Use when moving a {W} site to HTTPS."], steps=["Obtain a certificate with {tls}.", "Serve the full chain and disable TLS 1.0 and 1.1.", "Redirect HTTP to HTTPS and add HSTS once everything works.", "Validate with `{test}` and an external SSL scan."], notes=["HSTS with a long max-age is hard to undo; start short."]),
    dict(name="{key}-reverse-proxy", tags=["{tag}", "web-server", "proxy"], descs=["Puts {W} in front of an application as a reverse proxy with {proxy}, correct headers, timeouts and websockets. Use when exposing an app server through {W}, adding a second backend, or client IPs show up as the proxy's.", "Writes {W} reverse proxy configuration for one or more upstream services with health checks and path routing. Use when routing traffic to containers or app servers through {W}."], steps=["Define the upstream and route with {proxy} in {conf}.", "Forward the original host, scheme and client IP headers.", "Set {timeout} and body size limits to match the application.", "Check with `{test}` and test websockets and large uploads."], notes=["Trusting X-Forwarded-For from anywhere lets clients spoof their IP."]),
    dict(name="{key}-bad-gateway", tags=["{tag}", "web-server", "troubleshooting"], descs=["Diagnoses 502 Bad Gateway and 504 Gateway Timeout errors from {W}: dead upstreams, socket permissions, timeouts and buffer limits. Use when {W} returns 502 or 504 intermittently or after a deploy.", "Troubleshoots {W} upstream failures by reading {log} and testing the backend directly. Use when users see gateway errors in front of a healthy-looking app."], steps=["Read {log} around the failures for connect refused, reset or timed out.", "Call the upstream directly from the proxy host to rule the app in or out.", "Compare {timeout} with the slowest legitimate request.", "Fix the cause and watch the 5xx rate return to baseline."], notes=["Raising timeouts hides slow backends; fix the slowness too."]),
    dict(name="{key}-rate-limit", tags=["{tag}", "web-server", "rate-limiting"], descs=["Adds per-client rate limiting in {W} with {limit}, with burst allowance and a clear 429 response. Use when a bot hammers an endpoint, login attempts need throttling, or an API must enforce quotas at the edge.", "Protects services behind {W} from abusive traffic with request rate and connection limits. Use when traffic spikes from a few clients overload the backend."], steps=["Measure normal request rates per client before picking limits.", "Configure {limit} keyed on the real client IP or API key.", "Return 429 with Retry-After and log rejected requests.", "Roll out in log-only mode if supported, then enforce."], notes=["Clients behind one NAT share an IP; key on API keys where possible."]),
]

QUEUES: dict[str, dict[str, str]] = {
    "kafka": dict(Q="Kafka", tag="kafka", lag_cmd="kafka-consumer-groups.sh --describe --group <group>", unit="topic", part="partitions", dlq="a dead-letter topic written by the consumer", create="kafka-topics.sh --create --partitions 12 --replication-factor 3", knob="max.poll.records and max.poll.interval.ms"),
    "rabbitmq": dict(Q="RabbitMQ", tag="rabbitmq", lag_cmd="rabbitmqctl list_queues name messages consumers", unit="queue", part="queues", dlq="a dead-letter exchange (x-dead-letter-exchange)", create="a quorum queue declared with x-queue-type=quorum", knob="prefetch count (basic.qos)"),
    "sqs": dict(Q="Amazon SQS", tag="sqs", lag_cmd="aws cloudwatch get-metric-statistics for ApproximateAgeOfOldestMessage", unit="queue", part="queues", dlq="a redrive policy to a dead-letter queue with maxReceiveCount", create="aws sqs create-queue with a visibility timeout and redrive policy", knob="visibility timeout and batch size"),
    "pubsub": dict(Q="Google Pub/Sub", tag="pubsub", lag_cmd="the subscription/oldest_unacked_message_age metric", unit="topic", part="subscriptions", dlq="a dead-letter topic on the subscription", create="gcloud pubsub topics create and subscriptions create with an ack deadline", knob="ack deadline and flow control settings"),
}

QUEUE_ACTIONS: list[dict[str, object]] = [
    dict(name="{key}-consumer-lag", tags=["{tag}", "messaging", "performance"], descs=["Explains and reduces {Q} consumer lag: slow handlers, too few consumers, rebalancing storms or poison messages. Use when messages pile up in {Q}, processing falls hours behind, or lag alerts fire.", "Diagnoses a backlog in {Q} from the metrics down to the slow consumer code. Use when {Q} consumers cannot keep up with producers."], steps=["Check the backlog with `{lag_cmd}`.", "Compare produce and consume rates over the last day to see when it started.", "Profile the handler; tune {knob} and add consumers up to the number of {part}.", "Watch the backlog drain and alert on its age, not only its size."], notes=["Adding consumers beyond the parallelism {Q} allows does nothing."]),
    dict(name="{key}-dead-letter", tags=["{tag}", "messaging", "error-handling"], descs=["Sets up {dlq} for {Q} so poison messages stop blocking consumers, and builds a safe replay path. Use when one bad message retries forever, failed messages vanish, or you need to reprocess failures after a fix.", "Handles failed {Q} messages: retry with backoff, park them in a dead-letter destination, inspect and replay. Use when designing error handling for {Q} consumers."], steps=["Configure {dlq} with a bounded number of retries.", "Record why each message failed alongside the message.", "Alert when the dead-letter destination is not empty.", "Replay in small batches after the fix, idempotently."], notes=["Replaying non-idempotent messages can double-charge or double-send."]),
    dict(name="{key}-topic-setup", tags=["{tag}", "messaging", "setup"], descs=["Creates a {Q} {unit} with the right partitioning, retention, access control and naming for a new event stream. Use when a new service publishes events to {Q} or an existing {unit} was created with defaults.", "Designs {Q} {part} and settings for a new workload: ordering, throughput, retention and schemas. Use when planning how services will exchange messages over {Q}."], steps=["Decide ordering and throughput needs; they determine {part}.", "Create it with {create}.", "Set retention and size limits and register the message schema.", "Grant produce and consume permissions to specific service identities."], notes=["Changing partition counts later reshuffles keys and breaks ordering assumptions."]),
]
