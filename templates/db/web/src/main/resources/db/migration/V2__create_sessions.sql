-- Sessions live in the database (Main: SessionStore.database), so every replica of the app reads
-- them. This is the table of Jetty's JDBC session store; creating it here, under the migrations'
-- lock, lets several replicas start at the same moment.
create table jettysessions (
  sessionid varchar(120),
  contextpath varchar(60),
  virtualhost varchar(60),
  lastnode varchar(60),
  accesstime bigint,
  lastaccesstime bigint,
  createtime bigint,
  cookietime bigint,
  lastsavedtime bigint,
  expirytime bigint,
  maxinterval bigint,
  map bytea,
  primary key (sessionid, contextpath, virtualhost)
);

create index idx_jettysessions_expiry on jettysessions (expirytime);
