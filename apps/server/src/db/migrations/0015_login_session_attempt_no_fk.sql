ALTER TABLE "login_session" DROP CONSTRAINT "login_session_password_attempt_id_login_attempt_id_fk";
